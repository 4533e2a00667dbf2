/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{name}: closing balance of each day it moved ({count} day)." |
* | * | "{name}: closing balance of each day it moved ({count} days)." |
*
* @param {Balance_Chart_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const balance_chart_description: ((inputs: Balance_Chart_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Balance_Chart_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Balance_Chart_DescriptionInputs = {
    count: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
