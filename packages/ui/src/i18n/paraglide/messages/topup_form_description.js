/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Topup_Form_DescriptionInputs */

const en_topup_form_description = /** @type {(inputs: Topup_Form_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The amount is credited to the balance; a card payment adds its surcharge on top.`)
};

const fr_topup_form_description = /** @type {(inputs: Topup_Form_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le montant est crédité au solde ; un paiement par carte ajoute ses frais en sus.`)
};

/**
* | output |
* | --- |
* | "The amount is credited to the balance; a card payment adds its surcharge on top." |
*
* @param {Topup_Form_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const topup_form_description = /** @type {((inputs?: Topup_Form_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Topup_Form_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_topup_form_description(inputs)
	return en_topup_form_description(inputs)
});