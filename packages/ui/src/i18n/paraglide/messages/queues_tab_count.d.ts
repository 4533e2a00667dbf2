/**
* | output |
* | --- |
* | "{label} ({count})" |
*
* @param {Queues_Tab_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_tab_count: ((inputs: Queues_Tab_CountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Queues_Tab_CountInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Queues_Tab_CountInputs = {
    label: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
