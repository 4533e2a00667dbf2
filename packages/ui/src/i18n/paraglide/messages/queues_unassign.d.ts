/**
* | output |
* | --- |
* | "Unassign" |
*
* @param {Queues_UnassignInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_unassign: ((inputs?: Queues_UnassignInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Queues_UnassignInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Queues_UnassignInputs = {};
