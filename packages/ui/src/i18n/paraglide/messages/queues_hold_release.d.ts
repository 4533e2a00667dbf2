/**
* | output |
* | --- |
* | "Release" |
*
* @param {Queues_Hold_ReleaseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_hold_release: ((inputs?: Queues_Hold_ReleaseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Queues_Hold_ReleaseInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Queues_Hold_ReleaseInputs = {};
