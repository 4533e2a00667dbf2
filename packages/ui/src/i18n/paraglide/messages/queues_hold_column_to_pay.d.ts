/**
* | output |
* | --- |
* | "To pay" |
*
* @param {Queues_Hold_Column_To_PayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_hold_column_to_pay: ((inputs?: Queues_Hold_Column_To_PayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Queues_Hold_Column_To_PayInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Queues_Hold_Column_To_PayInputs = {};
