/**
* | output |
* | --- |
* | "Reservation {locator}" |
*
* @param {Home_Reservation_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_reservation_label: ((inputs: Home_Reservation_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Reservation_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Reservation_LabelInputs = {
    locator: NonNullable<unknown>;
};
