/**
* | output |
* | --- |
* | "Balance history" |
*
* @param {Home_Balance_HistoryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_balance_history: ((inputs?: Home_Balance_HistoryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Balance_HistoryInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Balance_HistoryInputs = {};
