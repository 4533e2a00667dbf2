/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rest_Link_Missing_Product_IdInputs */

const en_rest_link_missing_product_id = /** @type {(inputs: Rest_Link_Missing_Product_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Missing productId`)
};

const fr_rest_link_missing_product_id = /** @type {(inputs: Rest_Link_Missing_Product_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`productId manquant`)
};

/**
* | output |
* | --- |
* | "Missing productId" |
*
* @param {Rest_Link_Missing_Product_IdInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const rest_link_missing_product_id = /** @type {((inputs?: Rest_Link_Missing_Product_IdInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rest_Link_Missing_Product_IdInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_rest_link_missing_product_id(inputs)
	return en_rest_link_missing_product_id(inputs)
});