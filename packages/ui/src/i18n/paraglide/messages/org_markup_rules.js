/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Markup_RulesInputs */

const en_org_markup_rules = /** @type {(inputs: Org_Markup_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Markup rules`)
};

const fr_org_markup_rules = /** @type {(inputs: Org_Markup_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Règles de majoration`)
};

/**
* | output |
* | --- |
* | "Markup rules" |
*
* @param {Org_Markup_RulesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const org_markup_rules = /** @type {((inputs?: Org_Markup_RulesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Markup_RulesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_org_markup_rules(inputs)
	return en_org_markup_rules(inputs)
});