/**
* | output |
* | --- |
* | "Europe" |
*
* @param {Lowcost_Column_EuropeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_column_europe: ((inputs?: Lowcost_Column_EuropeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Column_EuropeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Column_EuropeInputs = {};
