/**
* | output |
* | --- |
* | "Nothing yet" |
*
* @param {Queues_Nothing_YetInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_nothing_yet: ((inputs?: Queues_Nothing_YetInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Queues_Nothing_YetInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Queues_Nothing_YetInputs = {};
