/**
* | output |
* | --- |
* | "Expiring soon: {relative}" |
*
* @param {Queues_Hold_Expiring_SoonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_hold_expiring_soon: ((inputs: Queues_Hold_Expiring_SoonInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Queues_Hold_Expiring_SoonInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Queues_Hold_Expiring_SoonInputs = {
    relative: NonNullable<unknown>;
};
