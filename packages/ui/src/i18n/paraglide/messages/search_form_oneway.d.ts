/**
* | output |
* | --- |
* | "One-way flight search" |
*
* @param {Search_Form_OnewayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_form_oneway: ((inputs?: Search_Form_OnewayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Form_OnewayInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Form_OnewayInputs = {};
