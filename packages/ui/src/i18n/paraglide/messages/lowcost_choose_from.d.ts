/**
* | output |
* | --- |
* | "Choose a departure airport" |
*
* @param {Lowcost_Choose_FromInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_choose_from: ((inputs?: Lowcost_Choose_FromInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Choose_FromInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Choose_FromInputs = {};
