/**
* | output |
* | --- |
* | "Send to the airline" |
*
* @param {Lowcost_Send_RequestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_send_request: ((inputs?: Lowcost_Send_RequestInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Send_RequestInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Send_RequestInputs = {};
