/**
* | output |
* | --- |
* | "Queues" |
*
* @param {Nav_QueuesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_queues: ((inputs?: Nav_QueuesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_QueuesInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_QueuesInputs = {};
