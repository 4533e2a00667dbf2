/**
* | output |
* | --- |
* | "Please select valid passengers: inf and cnn travel with an adt, unn alone." |
*
* @param {Cmd_PassengersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_passengers: ((inputs?: Cmd_PassengersInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cmd_PassengersInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cmd_PassengersInputs = {};
