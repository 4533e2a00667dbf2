/**
* | output |
* | --- |
* | "Booking" |
*
* @param {Queues_Hold_Column_BookingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_hold_column_booking: ((inputs?: Queues_Hold_Column_BookingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Queues_Hold_Column_BookingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Queues_Hold_Column_BookingInputs = {};
