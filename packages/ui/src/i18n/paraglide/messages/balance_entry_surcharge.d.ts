/**
* | output |
* | --- |
* | "(surcharge {amount})" |
*
* @param {Balance_Entry_SurchargeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const balance_entry_surcharge: ((inputs: Balance_Entry_SurchargeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Balance_Entry_SurchargeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Balance_Entry_SurchargeInputs = {
    amount: NonNullable<unknown>;
};
