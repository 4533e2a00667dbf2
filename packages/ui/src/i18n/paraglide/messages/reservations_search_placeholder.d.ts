/**
* | output |
* | --- |
* | "Locator or passenger name" |
*
* @param {Reservations_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const reservations_search_placeholder: ((inputs?: Reservations_Search_PlaceholderInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reservations_Search_PlaceholderInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reservations_Search_PlaceholderInputs = {};
