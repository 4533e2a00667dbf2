/**
* | output |
* | --- |
* | "Step {number}:" |
*
* @param {Exchange_Step_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_step_number: ((inputs: Exchange_Step_NumberInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Exchange_Step_NumberInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Exchange_Step_NumberInputs = {
    number: NonNullable<unknown>;
};
