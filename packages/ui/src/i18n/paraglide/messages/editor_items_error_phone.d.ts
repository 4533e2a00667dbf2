/**
* | output |
* | --- |
* | "Enter a phone number with its country code, e.g. +212 6 12 34 56 78" |
*
* @param {Editor_Items_Error_PhoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_items_error_phone: ((inputs?: Editor_Items_Error_PhoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Items_Error_PhoneInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Items_Error_PhoneInputs = {};
