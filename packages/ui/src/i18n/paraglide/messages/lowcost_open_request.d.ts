/**
* | output |
* | --- |
* | "Open a support request" |
*
* @param {Lowcost_Open_RequestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_open_request: ((inputs?: Lowcost_Open_RequestInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Open_RequestInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Open_RequestInputs = {};
