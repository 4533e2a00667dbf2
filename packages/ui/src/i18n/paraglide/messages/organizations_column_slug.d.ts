/**
* | output |
* | --- |
* | "Slug" |
*
* @param {Organizations_Column_SlugInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const organizations_column_slug: ((inputs?: Organizations_Column_SlugInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Organizations_Column_SlugInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Organizations_Column_SlugInputs = {};
