/**
* | output |
* | --- |
* | "(charged {amount})" |
*
* @param {Topup_ChargedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const topup_charged: ((inputs: Topup_ChargedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Topup_ChargedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Topup_ChargedInputs = {
    amount: NonNullable<unknown>;
};
