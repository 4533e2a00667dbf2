/**
* | output |
* | --- |
* | "Response" |
*
* @param {Lowcost_Xml_ResponseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_xml_response: ((inputs?: Lowcost_Xml_ResponseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Xml_ResponseInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Xml_ResponseInputs = {};
