/**
* | output |
* | --- |
* | "Messages found" |
*
* @param {Lowcost_Xml_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_xml_found: ((inputs?: Lowcost_Xml_FoundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Xml_FoundInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Xml_FoundInputs = {};
