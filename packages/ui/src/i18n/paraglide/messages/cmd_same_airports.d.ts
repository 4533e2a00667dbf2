/**
* | output |
* | --- |
* | "{airport} is both where the flight leaves from and where it goes to." |
*
* @param {Cmd_Same_AirportsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_same_airports: ((inputs: Cmd_Same_AirportsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cmd_Same_AirportsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cmd_Same_AirportsInputs = {
    airport: NonNullable<unknown>;
};
