/**
* | output |
* | --- |
* | "Sending to the airline…" |
*
* @param {Lowcost_SendingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_sending: ((inputs?: Lowcost_SendingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_SendingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_SendingInputs = {};
