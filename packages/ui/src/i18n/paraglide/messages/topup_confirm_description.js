/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Topup_Confirm_DescriptionInputs */

const en_topup_confirm_description = /** @type {(inputs: Topup_Confirm_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the top-up before it is sent.`)
};

const fr_topup_confirm_description = /** @type {(inputs: Topup_Confirm_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifiez le rechargement avant son envoi.`)
};

/**
* | output |
* | --- |
* | "Check the top-up before it is sent." |
*
* @param {Topup_Confirm_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const topup_confirm_description = /** @type {((inputs?: Topup_Confirm_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Topup_Confirm_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_topup_confirm_description(inputs)
	return en_topup_confirm_description(inputs)
});