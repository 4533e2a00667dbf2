/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Balance_ToInputs */

const en_balance_to = /** @type {(inputs: Balance_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To`)
};

const fr_balance_to = /** @type {(inputs: Balance_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Au`)
};

/**
* | output |
* | --- |
* | "To" |
*
* @param {Balance_ToInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const balance_to = /** @type {((inputs?: Balance_ToInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Balance_ToInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_balance_to(inputs)
	return en_balance_to(inputs)
});