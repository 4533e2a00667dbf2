/**
* | output |
* | --- |
* | "Surcharge ({rate})" |
*
* @param {Topup_SurchargeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const topup_surcharge: ((inputs: Topup_SurchargeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Topup_SurchargeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Topup_SurchargeInputs = {
    rate: NonNullable<unknown>;
};
