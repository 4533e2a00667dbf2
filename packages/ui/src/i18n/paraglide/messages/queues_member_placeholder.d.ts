/**
* | output |
* | --- |
* | "Choose a member" |
*
* @param {Queues_Member_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_member_placeholder: ((inputs?: Queues_Member_PlaceholderInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Queues_Member_PlaceholderInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Queues_Member_PlaceholderInputs = {};
