/**
* | output |
* | --- |
* | "Ticketing deadlines" |
*
* @param {Queue_DeadlinesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queue_deadlines: ((inputs?: Queue_DeadlinesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Queue_DeadlinesInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Queue_DeadlinesInputs = {};
