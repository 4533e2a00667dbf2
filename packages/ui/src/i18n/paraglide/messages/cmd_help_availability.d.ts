/**
* | output |
* | --- |
* | "One-way flights from CMN to CDG on 15 December" |
*
* @param {Cmd_Help_AvailabilityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_help_availability: ((inputs?: Cmd_Help_AvailabilityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cmd_Help_AvailabilityInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cmd_Help_AvailabilityInputs = {};
