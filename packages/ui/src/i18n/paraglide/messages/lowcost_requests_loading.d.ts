/**
* | output |
* | --- |
* | "Loading the support requests…" |
*
* @param {Lowcost_Requests_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_requests_loading: ((inputs?: Lowcost_Requests_LoadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Requests_LoadingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Requests_LoadingInputs = {};
