/**
* | output |
* | --- |
* | "Aircraft {code}" |
*
* @param {Record_AircraftInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_aircraft: ((inputs: Record_AircraftInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Record_AircraftInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Record_AircraftInputs = {
    code: NonNullable<unknown>;
};
