/**
* | leg | output |
* | --- | --- |
* | "outbound" | "Outbound: {route}" |
* | "return" | "Return: {route}" |
* | "single" | "Flight: {route}" |
* | * | "Flight {number}: {route}" |
*
* @param {Record_LegInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_leg: ((inputs: Record_LegInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Record_LegInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Record_LegInputs = {
    leg: NonNullable<unknown>;
    number: NonNullable<unknown>;
    route: NonNullable<unknown>;
};
