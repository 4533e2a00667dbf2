/**
* | output |
* | --- |
* | "Loading tickets…" |
*
* @param {Home_Tickets_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_tickets_loading: ((inputs?: Home_Tickets_LoadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Tickets_LoadingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Tickets_LoadingInputs = {};
