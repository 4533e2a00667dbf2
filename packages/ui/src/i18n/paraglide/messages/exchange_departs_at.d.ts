/**
* | output |
* | --- |
* | "Departs {date}" |
*
* @param {Exchange_Departs_AtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_departs_at: ((inputs: Exchange_Departs_AtInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Exchange_Departs_AtInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Exchange_Departs_AtInputs = {
    date: NonNullable<unknown>;
};
