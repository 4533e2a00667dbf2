/**
* | output |
* | --- |
* | "The airline frees its seats and no longer holds the fare. This cannot be undone." |
*
* @param {Queues_Hold_Release_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_hold_release_description: ((inputs?: Queues_Hold_Release_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Queues_Hold_Release_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Queues_Hold_Release_DescriptionInputs = {};
