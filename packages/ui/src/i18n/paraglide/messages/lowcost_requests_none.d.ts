/**
* | output |
* | --- |
* | "No support request yet: open one on a booking below." |
*
* @param {Lowcost_Requests_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_requests_none: ((inputs?: Lowcost_Requests_NoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Requests_NoneInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Requests_NoneInputs = {};
