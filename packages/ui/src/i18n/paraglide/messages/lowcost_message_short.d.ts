/**
* | output |
* | --- |
* | "Tell the airline what is needed, in at least 10 characters." |
*
* @param {Lowcost_Message_ShortInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_message_short: ((inputs?: Lowcost_Message_ShortInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Message_ShortInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Message_ShortInputs = {};
