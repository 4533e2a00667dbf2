/**
* | output |
* | --- |
* | "Low-cost airline: XML support" |
*
* @param {Title_Low_Cost_Xml_SupportInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const title_low_cost_xml_support: ((inputs?: Title_Low_Cost_Xml_SupportInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Title_Low_Cost_Xml_SupportInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Title_Low_Cost_Xml_SupportInputs = {};
