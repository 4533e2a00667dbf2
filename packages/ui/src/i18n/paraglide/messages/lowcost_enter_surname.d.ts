/**
* | output |
* | --- |
* | "Enter the surname" |
*
* @param {Lowcost_Enter_SurnameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_enter_surname: ((inputs?: Lowcost_Enter_SurnameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Enter_SurnameInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Enter_SurnameInputs = {};
