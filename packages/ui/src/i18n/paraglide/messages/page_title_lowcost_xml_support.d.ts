/**
* | output |
* | --- |
* | "Low-cost airline: XML support" |
*
* @param {Page_Title_Lowcost_Xml_SupportInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_title_lowcost_xml_support: ((inputs?: Page_Title_Lowcost_Xml_SupportInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Title_Lowcost_Xml_SupportInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Title_Lowcost_Xml_SupportInputs = {};
