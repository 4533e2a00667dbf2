/**
* | output |
* | --- |
* | "Assign {item} to a member" |
*
* @param {Queues_Assign_Popover_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_assign_popover_name: ((inputs: Queues_Assign_Popover_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Queues_Assign_Popover_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Queues_Assign_Popover_NameInputs = {
    item: NonNullable<unknown>;
};
