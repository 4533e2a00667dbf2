/**
* | output |
* | --- |
* | "One-way flights {from} → {to} on {date}, {passengers}" |
*
* @param {Cmd_Do_AvailabilityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_do_availability: ((inputs: Cmd_Do_AvailabilityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cmd_Do_AvailabilityInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cmd_Do_AvailabilityInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
    date: NonNullable<unknown>;
    passengers: NonNullable<unknown>;
};
