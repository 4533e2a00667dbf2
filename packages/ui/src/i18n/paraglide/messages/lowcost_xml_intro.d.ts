/**
* | output |
* | --- |
* | "Every XML message exchanged with {airline}, as its help desk asks for them." |
*
* @param {Lowcost_Xml_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_xml_intro: ((inputs: Lowcost_Xml_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Xml_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Xml_IntroInputs = {
    airline: NonNullable<unknown>;
};
