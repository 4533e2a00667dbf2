/**
* | output |
* | --- |
* | "Enter the payment reference" |
*
* @param {Topup_Reference_RequiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const topup_reference_required: ((inputs?: Topup_Reference_RequiredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Topup_Reference_RequiredInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Topup_Reference_RequiredInputs = {};
