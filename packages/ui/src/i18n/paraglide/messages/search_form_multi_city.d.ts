/**
* | output |
* | --- |
* | "Multi-city flight search" |
*
* @param {Search_Form_Multi_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_form_multi_city: ((inputs?: Search_Form_Multi_CityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Form_Multi_CityInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Form_Multi_CityInputs = {};
