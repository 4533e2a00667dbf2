/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} stop" |
* | * | "{count} stops" |
*
* @param {Results_StopsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_stops: ((inputs: Results_StopsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_StopsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Results_StopsInputs = {
    count: NonNullable<unknown>;
};
