/**
* | output |
* | --- |
* | "items in the queues" |
*
* @param {Queues_Badge_ItemsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_badge_items: ((inputs?: Queues_Badge_ItemsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Queues_Badge_ItemsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Queues_Badge_ItemsInputs = {};
