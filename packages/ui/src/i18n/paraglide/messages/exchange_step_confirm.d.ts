/**
* | output |
* | --- |
* | "Confirm" |
*
* @param {Exchange_Step_ConfirmInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_step_confirm: ((inputs?: Exchange_Step_ConfirmInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Exchange_Step_ConfirmInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Exchange_Step_ConfirmInputs = {};
