/**
* | output |
* | --- |
* | "Applied on commit" |
*
* @param {Editor_Price_Applied_On_CommitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_price_applied_on_commit: ((inputs?: Editor_Price_Applied_On_CommitInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Price_Applied_On_CommitInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Price_Applied_On_CommitInputs = {};
