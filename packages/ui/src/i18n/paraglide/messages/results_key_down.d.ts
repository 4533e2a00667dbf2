/**
* | output |
* | --- |
* | "Next offer in the list" |
*
* @param {Results_Key_DownInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_key_down: ((inputs?: Results_Key_DownInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Key_DownInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Results_Key_DownInputs = {};
