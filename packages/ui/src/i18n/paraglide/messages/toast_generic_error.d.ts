/**
* | output |
* | --- |
* | "We apologize, but an error has occurred while processing your request." |
*
* @param {Toast_Generic_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const toast_generic_error: ((inputs?: Toast_Generic_ErrorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Toast_Generic_ErrorInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Toast_Generic_ErrorInputs = {};
