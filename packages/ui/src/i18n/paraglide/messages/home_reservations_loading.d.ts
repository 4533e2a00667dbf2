/**
* | output |
* | --- |
* | "Loading reservations…" |
*
* @param {Home_Reservations_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_reservations_loading: ((inputs?: Home_Reservations_LoadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Reservations_LoadingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Reservations_LoadingInputs = {};
