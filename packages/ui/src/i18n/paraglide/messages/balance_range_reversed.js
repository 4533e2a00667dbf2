/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Balance_Range_ReversedInputs */

const en_balance_range_reversed = /** @type {(inputs: Balance_Range_ReversedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The end date must be on or after the start date`)
};

const fr_balance_range_reversed = /** @type {(inputs: Balance_Range_ReversedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La date de fin doit être égale ou postérieure à la date de début`)
};

/**
* | output |
* | --- |
* | "The end date must be on or after the start date" |
*
* @param {Balance_Range_ReversedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const balance_range_reversed = /** @type {((inputs?: Balance_Range_ReversedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Balance_Range_ReversedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_balance_range_reversed(inputs)
	return en_balance_range_reversed(inputs)
});