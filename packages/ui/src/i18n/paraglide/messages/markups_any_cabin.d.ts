/**
* | output |
* | --- |
* | "Any cabin" |
*
* @param {Markups_Any_CabinInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_any_cabin: ((inputs?: Markups_Any_CabinInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Markups_Any_CabinInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Markups_Any_CabinInputs = {};
