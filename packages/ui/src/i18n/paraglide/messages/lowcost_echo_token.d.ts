/**
* | output |
* | --- |
* | "echo token {token}" |
*
* @param {Lowcost_Echo_TokenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_echo_token: ((inputs: Lowcost_Echo_TokenInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Echo_TokenInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Echo_TokenInputs = {
    token: NonNullable<unknown>;
};
