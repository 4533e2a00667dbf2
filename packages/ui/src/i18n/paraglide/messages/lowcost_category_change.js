/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Category_ChangeInputs */

const en_lowcost_category_change = /** @type {(inputs: Lowcost_Category_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change of date or name`)
};

const fr_lowcost_category_change = /** @type {(inputs: Lowcost_Category_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changement de date ou de nom`)
};

/**
* | output |
* | --- |
* | "Change of date or name" |
*
* @param {Lowcost_Category_ChangeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_category_change = /** @type {((inputs?: Lowcost_Category_ChangeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Category_ChangeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_category_change(inputs)
	return en_lowcost_category_change(inputs)
});