/**
* | output |
* | --- |
* | "Low-cost airline: results" |
*
* @param {Title_Low_Cost_ResultsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const title_low_cost_results: ((inputs?: Title_Low_Cost_ResultsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Title_Low_Cost_ResultsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Title_Low_Cost_ResultsInputs = {};
