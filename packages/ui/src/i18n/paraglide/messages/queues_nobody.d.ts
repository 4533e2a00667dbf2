/**
* | output |
* | --- |
* | "Nobody" |
*
* @param {Queues_NobodyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_nobody: ((inputs?: Queues_NobodyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Queues_NobodyInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Queues_NobodyInputs = {};
