/**
* | output |
* | --- |
* | "Departs" |
*
* @param {Exchange_DepartsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_departs: ((inputs?: Exchange_DepartsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Exchange_DepartsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Exchange_DepartsInputs = {};
