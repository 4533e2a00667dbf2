/**
* | output |
* | --- |
* | "The amount is credited to the balance; a card payment adds its surcharge on top." |
*
* @param {Topup_Form_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const topup_form_description: ((inputs?: Topup_Form_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Topup_Form_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Topup_Form_DescriptionInputs = {};
