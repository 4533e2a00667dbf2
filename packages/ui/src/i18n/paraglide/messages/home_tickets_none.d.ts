/**
* | output |
* | --- |
* | "No tickets yet." |
*
* @param {Home_Tickets_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_tickets_none: ((inputs?: Home_Tickets_NoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Tickets_NoneInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Tickets_NoneInputs = {};
