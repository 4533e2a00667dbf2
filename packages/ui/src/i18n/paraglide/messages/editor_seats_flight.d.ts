/**
* | output |
* | --- |
* | "Flight {flight}" |
*
* @param {Editor_Seats_FlightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_seats_flight: ((inputs: Editor_Seats_FlightInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Seats_FlightInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Seats_FlightInputs = {
    flight: NonNullable<unknown>;
};
