/**
* | output |
* | --- |
* | "A markup name has at most 60 characters" |
*
* @param {Rest_Markups_Name_Too_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const rest_markups_name_too_long: ((inputs?: Rest_Markups_Name_Too_LongInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rest_Markups_Name_Too_LongInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rest_Markups_Name_Too_LongInputs = {};
