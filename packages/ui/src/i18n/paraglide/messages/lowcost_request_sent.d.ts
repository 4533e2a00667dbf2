/**
* | output |
* | --- |
* | "Request on {reference} sent to the airline." |
*
* @param {Lowcost_Request_SentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_request_sent: ((inputs: Lowcost_Request_SentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Request_SentInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Request_SentInputs = {
    reference: NonNullable<unknown>;
};
