/**
* | output |
* | --- |
* | "Eligibility" |
*
* @param {Exchange_Step_EligibilityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_step_eligibility: ((inputs?: Exchange_Step_EligibilityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Exchange_Step_EligibilityInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Exchange_Step_EligibilityInputs = {};
