/**
* | output |
* | --- |
* | "Passenger" |
*
* @param {Tickets_Column_PassengerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const tickets_column_passenger: ((inputs?: Tickets_Column_PassengerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tickets_Column_PassengerInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tickets_Column_PassengerInputs = {};
