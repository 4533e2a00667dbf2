/**
* | output |
* | --- |
* | "Keep the message under 2000 characters." |
*
* @param {Lowcost_Message_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_message_long: ((inputs?: Lowcost_Message_LongInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Message_LongInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Message_LongInputs = {};
