/**
* | output |
* | --- |
* | "French format, e.g. 1 234,56" |
*
* @param {Topup_Amount_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const topup_amount_hint: ((inputs?: Topup_Amount_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Topup_Amount_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Topup_Amount_HintInputs = {};
