/**
* | output |
* | --- |
* | "Assign to a member {item}" |
*
* @param {Queues_Assign_To_Member_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_assign_to_member_name: ((inputs: Queues_Assign_To_Member_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Queues_Assign_To_Member_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Queues_Assign_To_Member_NameInputs = {
    item: NonNullable<unknown>;
};
