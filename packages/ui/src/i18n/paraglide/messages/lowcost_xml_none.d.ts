/**
* | output |
* | --- |
* | "No XML message matches: change or clear the filters." |
*
* @param {Lowcost_Xml_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_xml_none: ((inputs?: Lowcost_Xml_NoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Xml_NoneInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Xml_NoneInputs = {};
