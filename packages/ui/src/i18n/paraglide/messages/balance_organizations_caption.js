/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Balance_Organizations_CaptionInputs */

const en_balance_organizations_caption = /** @type {(inputs: Balance_Organizations_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Balances of the organizations`)
};

const fr_balance_organizations_caption = /** @type {(inputs: Balance_Organizations_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soldes des organisations`)
};

/**
* | output |
* | --- |
* | "Balances of the organizations" |
*
* @param {Balance_Organizations_CaptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const balance_organizations_caption = /** @type {((inputs?: Balance_Organizations_CaptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Balance_Organizations_CaptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_balance_organizations_caption(inputs)
	return en_balance_organizations_caption(inputs)
});