/**
* | output |
* | --- |
* | "Low-cost airline: booking" |
*
* @param {Title_Low_Cost_BookingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const title_low_cost_booking: ((inputs?: Title_Low_Cost_BookingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Title_Low_Cost_BookingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Title_Low_Cost_BookingInputs = {};
