/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Link_Missing_Product_IdInputs */

const en_link_missing_product_id = /** @type {(inputs: Link_Missing_Product_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Missing productId`)
};

const fr_link_missing_product_id = /** @type {(inputs: Link_Missing_Product_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`productId manquant`)
};

/**
* | output |
* | --- |
* | "Missing productId" |
*
* @param {Link_Missing_Product_IdInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const link_missing_product_id = /** @type {((inputs?: Link_Missing_Product_IdInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Link_Missing_Product_IdInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_link_missing_product_id(inputs)
	return en_link_missing_product_id(inputs)
});