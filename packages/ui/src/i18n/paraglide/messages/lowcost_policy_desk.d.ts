/**
* | output |
* | --- |
* | "{airline} agency desk: {email}, {phone}, every day, {opens}–{closes} Morocco time." |
*
* @param {Lowcost_Policy_DeskInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_policy_desk: ((inputs: Lowcost_Policy_DeskInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Policy_DeskInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Policy_DeskInputs = {
    airline: NonNullable<unknown>;
    email: NonNullable<unknown>;
    phone: NonNullable<unknown>;
    opens: NonNullable<unknown>;
    closes: NonNullable<unknown>;
};
