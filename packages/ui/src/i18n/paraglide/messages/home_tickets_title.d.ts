/**
* | output |
* | --- |
* | "Latest tickets" |
*
* @param {Home_Tickets_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_tickets_title: ((inputs?: Home_Tickets_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Tickets_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Tickets_TitleInputs = {};
