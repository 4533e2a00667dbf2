/**
* | output |
* | --- |
* | "Enter the given name" |
*
* @param {Lowcost_Enter_Given_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_enter_given_name: ((inputs?: Lowcost_Enter_Given_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Enter_Given_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Enter_Given_NameInputs = {};
