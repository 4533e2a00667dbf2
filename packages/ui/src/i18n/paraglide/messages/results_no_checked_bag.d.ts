/**
* | output |
* | --- |
* | "No checked bag" |
*
* @param {Results_No_Checked_BagInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_no_checked_bag: ((inputs?: Results_No_Checked_BagInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_No_Checked_BagInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Results_No_Checked_BagInputs = {};
