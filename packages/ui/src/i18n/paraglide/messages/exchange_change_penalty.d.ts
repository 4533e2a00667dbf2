/**
* | output |
* | --- |
* | "Change penalty" |
*
* @param {Exchange_Change_PenaltyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_change_penalty: ((inputs?: Exchange_Change_PenaltyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Exchange_Change_PenaltyInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Exchange_Change_PenaltyInputs = {};
