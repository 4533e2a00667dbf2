/**
* | output |
* | --- |
* | "A multi-city search has at most {count} destinations" |
*
* @param {Search_Error_Too_Many_DestinationsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_error_too_many_destinations: ((inputs: Search_Error_Too_Many_DestinationsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Error_Too_Many_DestinationsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Error_Too_Many_DestinationsInputs = {
    count: NonNullable<unknown>;
};
