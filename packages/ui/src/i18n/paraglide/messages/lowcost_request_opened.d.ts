/**
* | output |
* | --- |
* | "{reference} · {category} · opened {time} by {name}" |
*
* @param {Lowcost_Request_OpenedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_request_opened: ((inputs: Lowcost_Request_OpenedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Request_OpenedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Request_OpenedInputs = {
    reference: NonNullable<unknown>;
    category: NonNullable<unknown>;
    time: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
