/**
* | output |
* | --- |
* | "Choose an arrival airport" |
*
* @param {Lowcost_Choose_ToInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_choose_to: ((inputs?: Lowcost_Choose_ToInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Choose_ToInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Choose_ToInputs = {};
