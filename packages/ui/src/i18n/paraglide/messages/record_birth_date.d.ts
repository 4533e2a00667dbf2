/**
* | output |
* | --- |
* | "Date of birth" |
*
* @param {Record_Birth_DateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_birth_date: ((inputs?: Record_Birth_DateInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Record_Birth_DateInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Record_Birth_DateInputs = {};
