/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Balance_Top_UpInputs */

const en_balance_top_up = /** @type {(inputs: Balance_Top_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Top up`)
};

const fr_balance_top_up = /** @type {(inputs: Balance_Top_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recharger`)
};

/**
* | output |
* | --- |
* | "Top up" |
*
* @param {Balance_Top_UpInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const balance_top_up = /** @type {((inputs?: Balance_Top_UpInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Balance_Top_UpInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_balance_top_up(inputs)
	return en_balance_top_up(inputs)
});