/**
* | output |
* | --- |
* | "Find XML messages" |
*
* @param {Lowcost_Find_Messages_FormInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_find_messages_form: ((inputs?: Lowcost_Find_Messages_FormInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Find_Messages_FormInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Find_Messages_FormInputs = {};
