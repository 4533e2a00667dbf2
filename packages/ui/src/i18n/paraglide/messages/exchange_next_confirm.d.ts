/**
* | output |
* | --- |
* | "Next: confirm" |
*
* @param {Exchange_Next_ConfirmInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_next_confirm: ((inputs?: Exchange_Next_ConfirmInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Exchange_Next_ConfirmInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Exchange_Next_ConfirmInputs = {};
