/**
* | output |
* | --- |
* | "No meal or assistance requested." |
*
* @param {Record_No_Special_ServiceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_no_special_service: ((inputs?: Record_No_Special_ServiceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Record_No_Special_ServiceInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Record_No_Special_ServiceInputs = {};
