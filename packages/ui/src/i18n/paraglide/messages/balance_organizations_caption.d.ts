/**
* | output |
* | --- |
* | "Balances of the organizations" |
*
* @param {Balance_Organizations_CaptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const balance_organizations_caption: ((inputs?: Balance_Organizations_CaptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Balance_Organizations_CaptionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Balance_Organizations_CaptionInputs = {};
