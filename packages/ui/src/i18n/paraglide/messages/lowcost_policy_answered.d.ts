/**
* | output |
* | --- |
* | "Support requests are answered within {hours} hours; send the booking's XML messages from XML support when the desk asks for them." |
*
* @param {Lowcost_Policy_AnsweredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_policy_answered: ((inputs: Lowcost_Policy_AnsweredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Policy_AnsweredInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Policy_AnsweredInputs = {
    hours: NonNullable<unknown>;
};
