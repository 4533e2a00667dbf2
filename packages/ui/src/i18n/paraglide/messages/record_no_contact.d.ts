/**
* | output |
* | --- |
* | "No contact on this record." |
*
* @param {Record_No_ContactInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_no_contact: ((inputs?: Record_No_ContactInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Record_No_ContactInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Record_No_ContactInputs = {};
