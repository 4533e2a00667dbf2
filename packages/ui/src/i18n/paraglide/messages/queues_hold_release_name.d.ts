/**
* | output |
* | --- |
* | "Release the hold of {reference}" |
*
* @param {Queues_Hold_Release_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_hold_release_name: ((inputs: Queues_Hold_Release_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Queues_Hold_Release_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Queues_Hold_Release_NameInputs = {
    reference: NonNullable<unknown>;
};
