/**
* | output |
* | --- |
* | "Unassign {item}" |
*
* @param {Queues_Unassign_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_unassign_name: ((inputs: Queues_Unassign_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Queues_Unassign_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Queues_Unassign_NameInputs = {
    item: NonNullable<unknown>;
};
