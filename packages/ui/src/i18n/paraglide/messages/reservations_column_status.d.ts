/**
* | output |
* | --- |
* | "Status" |
*
* @param {Reservations_Column_StatusInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const reservations_column_status: ((inputs?: Reservations_Column_StatusInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reservations_Column_StatusInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reservations_Column_StatusInputs = {};
