/**
* | output |
* | --- |
* | "Fares of the offer in focus" |
*
* @param {Results_Key_FaresInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_key_fares: ((inputs?: Results_Key_FaresInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Key_FaresInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Results_Key_FaresInputs = {};
