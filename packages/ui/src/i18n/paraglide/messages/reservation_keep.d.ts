/**
* | output |
* | --- |
* | "Keep reservation" |
*
* @param {Reservation_KeepInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const reservation_keep: ((inputs?: Reservation_KeepInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reservation_KeepInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reservation_KeepInputs = {};
