/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Traveler" |
* | * | "Travelers" |
*
* @param {Record_TravelersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_travelers: ((inputs: Record_TravelersInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Record_TravelersInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Record_TravelersInputs = {
    count: NonNullable<unknown>;
};
