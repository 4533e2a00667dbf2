/**
* | output |
* | --- |
* | "Operation completed successfully." |
*
* @param {Toast_Generic_SuccessInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const toast_generic_success: ((inputs?: Toast_Generic_SuccessInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Toast_Generic_SuccessInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Toast_Generic_SuccessInputs = {};
