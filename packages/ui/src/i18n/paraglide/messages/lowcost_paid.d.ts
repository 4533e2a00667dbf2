/**
* | output |
* | --- |
* | "Paid from the balance: {amount}." |
*
* @param {Lowcost_PaidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_paid: ((inputs: Lowcost_PaidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_PaidInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_PaidInputs = {
    amount: NonNullable<unknown>;
};
