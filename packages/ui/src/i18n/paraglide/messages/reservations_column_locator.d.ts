/**
* | output |
* | --- |
* | "Locator" |
*
* @param {Reservations_Column_LocatorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const reservations_column_locator: ((inputs?: Reservations_Column_LocatorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reservations_Column_LocatorInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reservations_Column_LocatorInputs = {};
