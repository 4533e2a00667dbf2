/**
* | output |
* | --- |
* | "Ticket {number} can be exchanged." |
*
* @param {Exchange_EligibleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_eligible: ((inputs: Exchange_EligibleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Exchange_EligibleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Exchange_EligibleInputs = {
    number: NonNullable<unknown>;
};
