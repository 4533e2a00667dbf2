/**
* | output |
* | --- |
* | "Airline desk, {time}:" |
*
* @param {Lowcost_Desk_AnswerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_desk_answer: ((inputs: Lowcost_Desk_AnswerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Desk_AnswerInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Desk_AnswerInputs = {
    time: NonNullable<unknown>;
};
