/**
* | output |
* | --- |
* | "No markup: agents see the airline's fares as they are." |
*
* @param {Markups_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_none: ((inputs?: Markups_NoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Markups_NoneInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Markups_NoneInputs = {};
