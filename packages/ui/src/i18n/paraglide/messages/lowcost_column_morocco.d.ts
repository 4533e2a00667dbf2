/**
* | output |
* | --- |
* | "Morocco" |
*
* @param {Lowcost_Column_MoroccoInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_column_morocco: ((inputs?: Lowcost_Column_MoroccoInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Column_MoroccoInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Column_MoroccoInputs = {};
