/**
* | output |
* | --- |
* | "Text in the messages" |
*
* @param {Lowcost_Text_In_MessagesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_text_in_messages: ((inputs?: Lowcost_Text_In_MessagesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Text_In_MessagesInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Text_In_MessagesInputs = {};
