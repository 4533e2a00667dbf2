/**
* | output |
* | --- |
* | "Add at least {count} destinations" |
*
* @param {Search_Error_Too_Few_DestinationsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_error_too_few_destinations: ((inputs: Search_Error_Too_Few_DestinationsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Error_Too_Few_DestinationsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Error_Too_Few_DestinationsInputs = {
    count: NonNullable<unknown>;
};
