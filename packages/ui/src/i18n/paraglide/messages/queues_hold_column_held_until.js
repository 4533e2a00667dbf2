/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Queues_Hold_Column_Held_UntilInputs */

const en_queues_hold_column_held_until = /** @type {(inputs: Queues_Hold_Column_Held_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Held until`)
};

const fr_queues_hold_column_held_until = /** @type {(inputs: Queues_Hold_Column_Held_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Option jusqu'au`)
};

/**
* | output |
* | --- |
* | "Held until" |
*
* @param {Queues_Hold_Column_Held_UntilInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_hold_column_held_until = /** @type {((inputs?: Queues_Hold_Column_Held_UntilInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Queues_Hold_Column_Held_UntilInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_queues_hold_column_held_until(inputs)
	return en_queues_hold_column_held_until(inputs)
});