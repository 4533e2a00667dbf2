/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Exchange_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_try_again: ((inputs?: Exchange_Try_AgainInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Exchange_Try_AgainInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Exchange_Try_AgainInputs = {};
