/**
* | output |
* | --- |
* | "No airport or city matches “{query}”" |
*
* @param {Search_Airport_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_airport_none: ((inputs: Search_Airport_NoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Airport_NoneInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Airport_NoneInputs = {
    query: NonNullable<unknown>;
};
