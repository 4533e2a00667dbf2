/**
* | output |
* | --- |
* | "Refused" |
*
* @param {Lowcost_Xml_RefusedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_xml_refused: ((inputs?: Lowcost_Xml_RefusedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Xml_RefusedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Xml_RefusedInputs = {};
