/**
* | output |
* | --- |
* | "Enter the date of birth" |
*
* @param {Lowcost_Enter_Birth_DateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_enter_birth_date: ((inputs?: Lowcost_Enter_Birth_DateInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Enter_Birth_DateInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Enter_Birth_DateInputs = {};
