/**
* | output |
* | --- |
* | "Query must be at least {count} characters" |
*
* @param {Search_Airport_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_airport_too_short: ((inputs: Search_Airport_Too_ShortInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Airport_Too_ShortInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Airport_Too_ShortInputs = {
    count: NonNullable<unknown>;
};
