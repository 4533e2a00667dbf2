/**
* | output |
* | --- |
* | "Choose an organization to see its ledger and top it up." |
*
* @param {Balance_ChooseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const balance_choose: ((inputs?: Balance_ChooseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Balance_ChooseInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Balance_ChooseInputs = {};
