/**
* | output |
* | --- |
* | "Show the balance by day as a table" |
*
* @param {Balance_Chart_TableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const balance_chart_table: ((inputs?: Balance_Chart_TableInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Balance_Chart_TableInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Balance_Chart_TableInputs = {};
