/**
* | output |
* | --- |
* | "Round-trip flight search" |
*
* @param {Search_Form_RoundtripInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_form_roundtrip: ((inputs?: Search_Form_RoundtripInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Form_RoundtripInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Form_RoundtripInputs = {};
