/**
* | output |
* | --- |
* | "Trip type" |
*
* @param {Markups_Trip_TypeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_trip_type: ((inputs?: Markups_Trip_TypeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Markups_Trip_TypeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Markups_Trip_TypeInputs = {};
