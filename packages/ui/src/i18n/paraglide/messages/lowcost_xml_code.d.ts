/**
* | output |
* | --- |
* | "{title} XML" |
*
* @param {Lowcost_Xml_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_xml_code: ((inputs: Lowcost_Xml_CodeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Xml_CodeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Xml_CodeInputs = {
    title: NonNullable<unknown>;
};
