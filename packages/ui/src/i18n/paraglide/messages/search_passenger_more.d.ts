/**
* | output |
* | --- |
* | "More: {type}" |
*
* @param {Search_Passenger_MoreInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_passenger_more: ((inputs: Search_Passenger_MoreInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Passenger_MoreInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Passenger_MoreInputs = {
    type: NonNullable<unknown>;
};
