/**
* | output |
* | --- |
* | "Multi-city flights" |
*
* @param {Results_Title_Multi_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_title_multi_city: ((inputs?: Results_Title_Multi_CityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Title_Multi_CityInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Results_Title_Multi_CityInputs = {};
