/**
* | output |
* | --- |
* | "Asked on" |
*
* @param {Queues_Column_Asked_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_column_asked_on: ((inputs?: Queues_Column_Asked_OnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Queues_Column_Asked_OnInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Queues_Column_Asked_OnInputs = {};
