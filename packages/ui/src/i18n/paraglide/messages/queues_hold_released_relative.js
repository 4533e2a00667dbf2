/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ relative: NonNullable<unknown> }} Queues_Hold_Released_RelativeInputs */

const en_queues_hold_released_relative = /** @type {(inputs: Queues_Hold_Released_RelativeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Released: ${i?.relative}`)
};

const fr_queues_hold_released_relative = /** @type {(inputs: Queues_Hold_Released_RelativeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Libérée : ${i?.relative}`)
};

/**
* | output |
* | --- |
* | "Released: {relative}" |
*
* @param {Queues_Hold_Released_RelativeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_hold_released_relative = /** @type {((inputs: Queues_Hold_Released_RelativeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Queues_Hold_Released_RelativeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_queues_hold_released_relative(inputs)
	return en_queues_hold_released_relative(inputs)
});