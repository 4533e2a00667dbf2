/**
* | countPlural | output |
* | --- | --- |
* | "one" | "other passenger" |
* | * | "other passengers" |
*
* @param {Reservations_Other_PassengersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const reservations_other_passengers: ((inputs: Reservations_Other_PassengersInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reservations_Other_PassengersInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reservations_Other_PassengersInputs = {
    count: NonNullable<unknown>;
};
