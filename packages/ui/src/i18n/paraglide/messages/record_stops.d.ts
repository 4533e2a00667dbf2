/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} stop" |
* | * | "{count} stops" |
*
* @param {Record_StopsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_stops: ((inputs: Record_StopsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Record_StopsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Record_StopsInputs = {
    count: NonNullable<unknown>;
};
