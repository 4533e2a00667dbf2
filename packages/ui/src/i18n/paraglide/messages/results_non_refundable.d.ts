/**
* | output |
* | --- |
* | "Non-refundable" |
*
* @param {Results_Non_RefundableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_non_refundable: ((inputs?: Results_Non_RefundableInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Non_RefundableInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Results_Non_RefundableInputs = {};
