/**
* | output |
* | --- |
* | "Held until" |
*
* @param {Queues_Hold_Column_Held_UntilInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_hold_column_held_until: ((inputs?: Queues_Hold_Column_Held_UntilInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Queues_Hold_Column_Held_UntilInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Queues_Hold_Column_Held_UntilInputs = {};
