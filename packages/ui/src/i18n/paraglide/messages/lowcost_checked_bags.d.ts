/**
* | output |
* | --- |
* | "{count} checked bag" |
*
* @param {Lowcost_Checked_BagsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_checked_bags: ((inputs: Lowcost_Checked_BagsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Checked_BagsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Checked_BagsInputs = {
    count: NonNullable<unknown>;
};
