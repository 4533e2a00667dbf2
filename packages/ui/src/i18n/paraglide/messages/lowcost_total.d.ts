/**
* | output |
* | --- |
* | "Total {amount}" |
*
* @param {Lowcost_TotalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_total: ((inputs: Lowcost_TotalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_TotalInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_TotalInputs = {
    amount: NonNullable<unknown>;
};
