/**
* | output |
* | --- |
* | "Mark {item} handled" |
*
* @param {Queues_Handled_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_handled_name: ((inputs: Queues_Handled_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Queues_Handled_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Queues_Handled_NameInputs = {
    item: NonNullable<unknown>;
};
