/**
* | output |
* | --- |
* | "Reservation {locator}" |
*
* @param {Cmd_Record_ReservationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_record_reservation: ((inputs: Cmd_Record_ReservationInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cmd_Record_ReservationInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cmd_Record_ReservationInputs = {
    locator: NonNullable<unknown>;
};
