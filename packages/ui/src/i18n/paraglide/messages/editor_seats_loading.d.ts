/**
* | output |
* | --- |
* | "Loading the seat map…" |
*
* @param {Editor_Seats_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_seats_loading: ((inputs?: Editor_Seats_LoadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Seats_LoadingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Seats_LoadingInputs = {};
