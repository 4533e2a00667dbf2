/**
* | output |
* | --- |
* | "One-way flights {from} → {to} on {date}, {passengers} on {airline} only" |
*
* @param {Cmd_Do_Availability_AirlineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_do_availability_airline: ((inputs: Cmd_Do_Availability_AirlineInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cmd_Do_Availability_AirlineInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cmd_Do_Availability_AirlineInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
    date: NonNullable<unknown>;
    passengers: NonNullable<unknown>;
    airline: NonNullable<unknown>;
};
