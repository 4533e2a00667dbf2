/**
* | output |
* | --- |
* | "No OSI remark." |
*
* @param {Record_No_Osi_RemarkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_no_osi_remark: ((inputs?: Record_No_Osi_RemarkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Record_No_Osi_RemarkInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Record_No_Osi_RemarkInputs = {};
