/**
* | output |
* | --- |
* | "The end date must be on or after the start date" |
*
* @param {Balance_Range_ReversedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const balance_range_reversed: ((inputs?: Balance_Range_ReversedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Balance_Range_ReversedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Balance_Range_ReversedInputs = {};
