/**
* | output |
* | --- |
* | "Could not load locations: {message}" |
*
* @param {Search_Airport_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_airport_failed: ((inputs: Search_Airport_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Airport_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Airport_FailedInputs = {
    message: NonNullable<unknown>;
};
