/**
* | output |
* | --- |
* | "Its search parameters are wrong or incomplete:" |
*
* @param {Booking_Link_Invalid_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_link_invalid_text: ((inputs?: Booking_Link_Invalid_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Link_Invalid_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Link_Invalid_TextInputs = {};
