/**
* | output |
* | --- |
* | "Local bank card" |
*
* @param {Search_Payment_Local_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_payment_local_card: ((inputs?: Search_Payment_Local_CardInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Payment_Local_CardInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Payment_Local_CardInputs = {};
