/**
* | output |
* | --- |
* | "Not changeable" |
*
* @param {Results_Not_ChangeableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_not_changeable: ((inputs?: Results_Not_ChangeableInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Not_ChangeableInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Results_Not_ChangeableInputs = {};
