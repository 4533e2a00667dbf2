/**
* | output |
* | --- |
* | "Unknown passenger type \"{code}\": use ADT, CNN (or CHD), INF or UNN." |
*
* @param {Cmd_Unknown_Passenger_TypeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_unknown_passenger_type: ((inputs: Cmd_Unknown_Passenger_TypeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cmd_Unknown_Passenger_TypeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cmd_Unknown_Passenger_TypeInputs = {
    code: NonNullable<unknown>;
};
