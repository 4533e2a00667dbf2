/**
* | output |
* | --- |
* | "Reservation {locator}" |
*
* @param {Title_Reservation_LocatorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const title_reservation_locator: ((inputs: Title_Reservation_LocatorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Title_Reservation_LocatorInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Title_Reservation_LocatorInputs = {
    locator: NonNullable<unknown>;
};
