/**
* | output |
* | --- |
* | "A booking reference is 6 letters or digits, e.g. QX4T7M." |
*
* @param {Lowcost_Reference_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_reference_invalid: ((inputs?: Lowcost_Reference_InvalidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Reference_InvalidInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Reference_InvalidInputs = {};
