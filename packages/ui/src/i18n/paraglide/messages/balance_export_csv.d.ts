/**
* | output |
* | --- |
* | "Export CSV" |
*
* @param {Balance_Export_CsvInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const balance_export_csv: ((inputs?: Balance_Export_CsvInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Balance_Export_CsvInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Balance_Export_CsvInputs = {};
