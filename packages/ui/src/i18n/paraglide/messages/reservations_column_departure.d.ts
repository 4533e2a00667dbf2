/**
* | output |
* | --- |
* | "Departure" |
*
* @param {Reservations_Column_DepartureInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const reservations_column_departure: ((inputs?: Reservations_Column_DepartureInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reservations_Column_DepartureInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reservations_Column_DepartureInputs = {};
