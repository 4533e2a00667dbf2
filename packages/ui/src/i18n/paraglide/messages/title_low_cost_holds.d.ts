/**
* | output |
* | --- |
* | "Queues: low-cost holds" |
*
* @param {Title_Low_Cost_HoldsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const title_low_cost_holds: ((inputs?: Title_Low_Cost_HoldsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Title_Low_Cost_HoldsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Title_Low_Cost_HoldsInputs = {};
