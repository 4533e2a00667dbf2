/**
* | output |
* | --- |
* | "Keep the subject under 120 characters." |
*
* @param {Lowcost_Subject_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_subject_long: ((inputs?: Lowcost_Subject_LongInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Subject_LongInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Subject_LongInputs = {};
