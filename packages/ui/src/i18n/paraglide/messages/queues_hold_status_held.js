/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Queues_Hold_Status_HeldInputs */

const en_queues_hold_status_held = /** @type {(inputs: Queues_Hold_Status_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Held`)
};

const fr_queues_hold_status_held = /** @type {(inputs: Queues_Hold_Status_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En option`)
};

/**
* | output |
* | --- |
* | "Held" |
*
* @param {Queues_Hold_Status_HeldInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_hold_status_held = /** @type {((inputs?: Queues_Hold_Status_HeldInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Queues_Hold_Status_HeldInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_queues_hold_status_held(inputs)
	return en_queues_hold_status_held(inputs)
});