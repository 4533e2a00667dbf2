/**
* | output |
* | --- |
* | "Not now" |
*
* @param {Reservation_Not_NowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const reservation_not_now: ((inputs?: Reservation_Not_NowInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reservation_Not_NowInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reservation_Not_NowInputs = {};
