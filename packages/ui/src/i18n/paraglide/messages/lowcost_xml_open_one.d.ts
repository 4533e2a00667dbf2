/**
* | output |
* | --- |
* | "Open a message to read its request and answer." |
*
* @param {Lowcost_Xml_Open_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_xml_open_one: ((inputs?: Lowcost_Xml_Open_OneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Xml_Open_OneInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Xml_Open_OneInputs = {};
