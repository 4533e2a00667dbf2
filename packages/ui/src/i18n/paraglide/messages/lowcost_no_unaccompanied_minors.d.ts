/**
* | output |
* | --- |
* | "{airline} does not carry unaccompanied minors." |
*
* @param {Lowcost_No_Unaccompanied_MinorsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_no_unaccompanied_minors: ((inputs: Lowcost_No_Unaccompanied_MinorsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_No_Unaccompanied_MinorsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_No_Unaccompanied_MinorsInputs = {
    airline: NonNullable<unknown>;
};
