/**
* | output |
* | --- |
* | "Low-cost airline: booking" |
*
* @param {Page_Title_Lowcost_BookingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_title_lowcost_booking: ((inputs?: Page_Title_Lowcost_BookingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Title_Lowcost_BookingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Title_Lowcost_BookingInputs = {};
