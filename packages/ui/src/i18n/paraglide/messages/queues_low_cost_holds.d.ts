/**
* | output |
* | --- |
* | "Low-cost holds" |
*
* @param {Queues_Low_Cost_HoldsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_low_cost_holds: ((inputs?: Queues_Low_Cost_HoldsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Queues_Low_Cost_HoldsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Queues_Low_Cost_HoldsInputs = {};
