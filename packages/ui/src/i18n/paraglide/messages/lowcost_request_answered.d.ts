/**
* | output |
* | --- |
* | "Answered" |
*
* @param {Lowcost_Request_AnsweredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_request_answered: ((inputs?: Lowcost_Request_AnsweredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Request_AnsweredInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Request_AnsweredInputs = {};
