/**
* | output |
* | --- |
* | "Airlines" |
*
* @param {Results_Filter_AirlinesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_filter_airlines: ((inputs?: Results_Filter_AirlinesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Filter_AirlinesInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Results_Filter_AirlinesInputs = {};
