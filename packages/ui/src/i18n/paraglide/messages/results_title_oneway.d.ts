/**
* | output |
* | --- |
* | "One-way flights" |
*
* @param {Results_Title_OnewayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_title_oneway: ((inputs?: Results_Title_OnewayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Title_OnewayInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Results_Title_OnewayInputs = {};
