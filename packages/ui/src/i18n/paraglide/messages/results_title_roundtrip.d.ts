/**
* | output |
* | --- |
* | "Round-trip flights" |
*
* @param {Results_Title_RoundtripInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_title_roundtrip: ((inputs?: Results_Title_RoundtripInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Title_RoundtripInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Results_Title_RoundtripInputs = {};
