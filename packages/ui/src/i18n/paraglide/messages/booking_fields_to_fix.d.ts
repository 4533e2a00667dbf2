/**
* | countPlural | output |
* | --- | --- |
* | "one" | "One field needs your attention." |
* | * | "{count} fields need your attention." |
*
* @param {Booking_Fields_To_FixInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_fields_to_fix: ((inputs: Booking_Fields_To_FixInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Fields_To_FixInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Fields_To_FixInputs = {
    count: NonNullable<unknown>;
};
