/**
* | output |
* | --- |
* | "2+ stops" |
*
* @param {Results_Stops_Two_Or_MoreInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_stops_two_or_more: ((inputs?: Results_Stops_Two_Or_MoreInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Stops_Two_Or_MoreInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Results_Stops_Two_Or_MoreInputs = {};
