/**
* | output |
* | --- |
* | "Enter the date as dd/mm/yyyy" |
*
* @param {Kit_Date_FormatInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const kit_date_format: ((inputs?: Kit_Date_FormatInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Kit_Date_FormatInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Kit_Date_FormatInputs = {};
