/**
* | output |
* | --- |
* | "Assigned to" |
*
* @param {Queues_Column_Assigned_ToInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_column_assigned_to: ((inputs?: Queues_Column_Assigned_ToInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Queues_Column_Assigned_ToInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Queues_Column_Assigned_ToInputs = {};
