/**
* | output |
* | --- |
* | "Missing identifier" |
*
* @param {Link_Missing_IdentifierInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const link_missing_identifier: ((inputs?: Link_Missing_IdentifierInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Link_Missing_IdentifierInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Link_Missing_IdentifierInputs = {};
