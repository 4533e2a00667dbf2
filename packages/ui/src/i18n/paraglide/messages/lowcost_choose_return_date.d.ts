/**
* | output |
* | --- |
* | "Choose a return date" |
*
* @param {Lowcost_Choose_Return_DateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_choose_return_date: ((inputs?: Lowcost_Choose_Return_DateInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Choose_Return_DateInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Choose_Return_DateInputs = {};
