/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Category_RequiredInputs */

const en_lowcost_category_required = /** @type {(inputs: Lowcost_Category_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose what the request is about.`)
};

const fr_lowcost_category_required = /** @type {(inputs: Lowcost_Category_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez l'objet de la demande.`)
};

/**
* | output |
* | --- |
* | "Choose what the request is about." |
*
* @param {Lowcost_Category_RequiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_category_required = /** @type {((inputs?: Lowcost_Category_RequiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Category_RequiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_category_required(inputs)
	return en_lowcost_category_required(inputs)
});