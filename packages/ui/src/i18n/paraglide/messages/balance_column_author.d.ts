/**
* | output |
* | --- |
* | "Author" |
*
* @param {Balance_Column_AuthorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const balance_column_author: ((inputs?: Balance_Column_AuthorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Balance_Column_AuthorInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Balance_Column_AuthorInputs = {};
