/**
* | output |
* | --- |
* | "Balance of {name} by day" |
*
* @param {Balance_Chart_CaptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const balance_chart_caption: ((inputs: Balance_Chart_CaptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Balance_Chart_CaptionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Balance_Chart_CaptionInputs = {
    name: NonNullable<unknown>;
};
