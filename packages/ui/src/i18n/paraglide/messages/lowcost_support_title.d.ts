/**
* | output |
* | --- |
* | "{airline} support" |
*
* @param {Lowcost_Support_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_support_title: ((inputs: Lowcost_Support_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Support_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Support_TitleInputs = {
    airline: NonNullable<unknown>;
};
