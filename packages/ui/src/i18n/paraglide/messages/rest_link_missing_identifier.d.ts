/**
* | output |
* | --- |
* | "Missing identifier" |
*
* @param {Rest_Link_Missing_IdentifierInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const rest_link_missing_identifier: ((inputs?: Rest_Link_Missing_IdentifierInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rest_Link_Missing_IdentifierInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rest_Link_Missing_IdentifierInputs = {};
