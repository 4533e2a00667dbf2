/**
* | output |
* | --- |
* | "Markups of {name}" |
*
* @param {Markups_CaptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_caption: ((inputs: Markups_CaptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Markups_CaptionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Markups_CaptionInputs = {
    name: NonNullable<unknown>;
};
