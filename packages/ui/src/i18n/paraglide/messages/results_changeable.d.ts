/**
* | output |
* | --- |
* | "Changeable" |
*
* @param {Results_ChangeableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_changeable: ((inputs?: Results_ChangeableInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_ChangeableInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Results_ChangeableInputs = {};
