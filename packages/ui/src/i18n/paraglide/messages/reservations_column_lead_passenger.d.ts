/**
* | output |
* | --- |
* | "Lead passenger" |
*
* @param {Reservations_Column_Lead_PassengerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const reservations_column_lead_passenger: ((inputs?: Reservations_Column_Lead_PassengerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reservations_Column_Lead_PassengerInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reservations_Column_Lead_PassengerInputs = {};
