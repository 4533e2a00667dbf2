/**
* | output |
* | --- |
* | "Write a subject of at least 3 characters." |
*
* @param {Lowcost_Subject_ShortInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_subject_short: ((inputs?: Lowcost_Subject_ShortInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Subject_ShortInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Subject_ShortInputs = {};
