/**
* | output |
* | --- |
* | "Balance (MAD)" |
*
* @param {Balance_Chart_AxisInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const balance_chart_axis: ((inputs?: Balance_Chart_AxisInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Balance_Chart_AxisInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Balance_Chart_AxisInputs = {};
