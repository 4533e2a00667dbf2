/**
* | output |
* | --- |
* | "Searching the airline's flights…" |
*
* @param {Lowcost_SearchingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_searching: ((inputs?: Lowcost_SearchingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_SearchingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_SearchingInputs = {};
