/**
* | output |
* | --- |
* | "{pieces} × checked" |
*
* @param {Results_Checked_Bags_No_WeightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_checked_bags_no_weight: ((inputs: Results_Checked_Bags_No_WeightInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Checked_Bags_No_WeightInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Results_Checked_Bags_No_WeightInputs = {
    pieces: NonNullable<unknown>;
};
