/**
* | output |
* | --- |
* | "Ticket {number} cannot be exchanged:" |
*
* @param {Exchange_Not_EligibleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_not_eligible: ((inputs: Exchange_Not_EligibleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Exchange_Not_EligibleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Exchange_Not_EligibleInputs = {
    number: NonNullable<unknown>;
};
