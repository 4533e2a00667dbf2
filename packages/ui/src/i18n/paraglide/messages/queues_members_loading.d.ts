/**
* | output |
* | --- |
* | "Loading the members…" |
*
* @param {Queues_Members_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_members_loading: ((inputs?: Queues_Members_LoadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Queues_Members_LoadingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Queues_Members_LoadingInputs = {};
