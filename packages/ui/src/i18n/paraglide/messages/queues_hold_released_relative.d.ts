/**
* | output |
* | --- |
* | "Released: {relative}" |
*
* @param {Queues_Hold_Released_RelativeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_hold_released_relative: ((inputs: Queues_Hold_Released_RelativeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Queues_Hold_Released_RelativeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Queues_Hold_Released_RelativeInputs = {
    relative: NonNullable<unknown>;
};
