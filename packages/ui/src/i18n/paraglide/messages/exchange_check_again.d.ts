/**
* | output |
* | --- |
* | "Check again" |
*
* @param {Exchange_Check_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_check_again: ((inputs?: Exchange_Check_AgainInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Exchange_Check_AgainInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Exchange_Check_AgainInputs = {};
