/**
* | output |
* | --- |
* | "Overdue: {relative}" |
*
* @param {Queues_OverdueInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_overdue: ((inputs: Queues_OverdueInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Queues_OverdueInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Queues_OverdueInputs = {
    relative: NonNullable<unknown>;
};
