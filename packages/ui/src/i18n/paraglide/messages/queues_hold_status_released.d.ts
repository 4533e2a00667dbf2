/**
* | output |
* | --- |
* | "Released" |
*
* @param {Queues_Hold_Status_ReleasedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_hold_status_released: ((inputs?: Queues_Hold_Status_ReleasedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Queues_Hold_Status_ReleasedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Queues_Hold_Status_ReleasedInputs = {};
