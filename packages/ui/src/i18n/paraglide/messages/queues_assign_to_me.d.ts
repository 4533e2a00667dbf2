/**
* | output |
* | --- |
* | "Assign to me" |
*
* @param {Queues_Assign_To_MeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_assign_to_me: ((inputs?: Queues_Assign_To_MeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Queues_Assign_To_MeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Queues_Assign_To_MeInputs = {};
