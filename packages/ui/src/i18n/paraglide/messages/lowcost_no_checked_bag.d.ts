/**
* | output |
* | --- |
* | "No checked bag" |
*
* @param {Lowcost_No_Checked_BagInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_no_checked_bag: ((inputs?: Lowcost_No_Checked_BagInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_No_Checked_BagInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_No_Checked_BagInputs = {};
