/**
* | output |
* | --- |
* | "Held" |
*
* @param {Queues_Hold_Status_HeldInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_hold_status_held: ((inputs?: Queues_Hold_Status_HeldInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Queues_Hold_Status_HeldInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Queues_Hold_Status_HeldInputs = {};
