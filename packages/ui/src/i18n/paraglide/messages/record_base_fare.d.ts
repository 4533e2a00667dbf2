/**
* | output |
* | --- |
* | "Base fare" |
*
* @param {Record_Base_FareInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_base_fare: ((inputs?: Record_Base_FareInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Record_Base_FareInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Record_Base_FareInputs = {};
