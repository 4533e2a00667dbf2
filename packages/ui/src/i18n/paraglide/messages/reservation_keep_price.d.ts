/**
* | output |
* | --- |
* | "Keep the price" |
*
* @param {Reservation_Keep_PriceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const reservation_keep_price: ((inputs?: Reservation_Keep_PriceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reservation_Keep_PriceInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reservation_Keep_PriceInputs = {};
