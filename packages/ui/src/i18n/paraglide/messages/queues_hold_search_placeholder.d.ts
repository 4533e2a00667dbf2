/**
* | output |
* | --- |
* | "Booking or passenger name" |
*
* @param {Queues_Hold_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_hold_search_placeholder: ((inputs?: Queues_Hold_Search_PlaceholderInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Queues_Hold_Search_PlaceholderInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Queues_Hold_Search_PlaceholderInputs = {};
