/**
* | output |
* | --- |
* | "Baggage" |
*
* @param {Lowcost_Category_BaggageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_category_baggage: ((inputs?: Lowcost_Category_BaggageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Category_BaggageInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Category_BaggageInputs = {};
