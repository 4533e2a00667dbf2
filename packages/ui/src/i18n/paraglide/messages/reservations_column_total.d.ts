/**
* | output |
* | --- |
* | "Total" |
*
* @param {Reservations_Column_TotalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const reservations_column_total: ((inputs?: Reservations_Column_TotalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reservations_Column_TotalInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reservations_Column_TotalInputs = {};
