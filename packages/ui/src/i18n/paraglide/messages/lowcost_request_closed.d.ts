/**
* | output |
* | --- |
* | "Closed" |
*
* @param {Lowcost_Request_ClosedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_request_closed: ((inputs?: Lowcost_Request_ClosedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Request_ClosedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Request_ClosedInputs = {};
