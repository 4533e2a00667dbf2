/**
* | output |
* | --- |
* | "Find messages" |
*
* @param {Lowcost_Find_MessagesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_find_messages: ((inputs?: Lowcost_Find_MessagesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Find_MessagesInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Find_MessagesInputs = {};
