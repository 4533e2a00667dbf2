/**
* | output |
* | --- |
* | "Queues: low-cost holds" |
*
* @param {Page_Title_Lowcost_HoldsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_title_lowcost_holds: ((inputs?: Page_Title_Lowcost_HoldsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Title_Lowcost_HoldsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Title_Lowcost_HoldsInputs = {};
