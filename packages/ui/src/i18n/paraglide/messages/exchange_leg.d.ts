/**
* | output |
* | --- |
* | "Flight {number}" |
*
* @param {Exchange_LegInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_leg: ((inputs: Exchange_LegInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Exchange_LegInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Exchange_LegInputs = {
    number: NonNullable<unknown>;
};
