/**
* | output |
* | --- |
* | "OSI remarks" |
*
* @param {Record_Osi_RemarksInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_osi_remarks: ((inputs?: Record_Osi_RemarksInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Record_Osi_RemarksInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Record_Osi_RemarksInputs = {};
