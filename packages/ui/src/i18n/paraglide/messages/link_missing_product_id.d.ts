/**
* | output |
* | --- |
* | "Missing productId" |
*
* @param {Link_Missing_Product_IdInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const link_missing_product_id: ((inputs?: Link_Missing_Product_IdInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Link_Missing_Product_IdInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Link_Missing_Product_IdInputs = {};
