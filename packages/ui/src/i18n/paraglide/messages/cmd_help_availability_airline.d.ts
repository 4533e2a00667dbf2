/**
* | output |
* | --- |
* | "The same, on airline AT only" |
*
* @param {Cmd_Help_Availability_AirlineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_help_availability_airline: ((inputs?: Cmd_Help_Availability_AirlineInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cmd_Help_Availability_AirlineInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cmd_Help_Availability_AirlineInputs = {};
