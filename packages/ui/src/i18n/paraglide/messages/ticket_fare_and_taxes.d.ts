/**
* | output |
* | --- |
* | "Fare and taxes" |
*
* @param {Ticket_Fare_And_TaxesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ticket_fare_and_taxes: ((inputs?: Ticket_Fare_And_TaxesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ticket_Fare_And_TaxesInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ticket_Fare_And_TaxesInputs = {};
