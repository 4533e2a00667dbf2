/**
* | output |
* | --- |
* | "over 30 days" |
*
* @param {Balance_Over_30_DaysInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const balance_over_30_days: ((inputs?: Balance_Over_30_DaysInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Balance_Over_30_DaysInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Balance_Over_30_DaysInputs = {};
