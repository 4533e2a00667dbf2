/**
* | output |
* | --- |
* | "Retry the issue of ticket {number}" |
*
* @param {Queues_Retry_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_retry_name: ((inputs: Queues_Retry_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Queues_Retry_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Queues_Retry_NameInputs = {
    number: NonNullable<unknown>;
};
