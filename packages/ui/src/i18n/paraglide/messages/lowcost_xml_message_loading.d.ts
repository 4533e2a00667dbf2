/**
* | output |
* | --- |
* | "Loading the XML message…" |
*
* @param {Lowcost_Xml_Message_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_xml_message_loading: ((inputs?: Lowcost_Xml_Message_LoadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Xml_Message_LoadingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Xml_Message_LoadingInputs = {};
