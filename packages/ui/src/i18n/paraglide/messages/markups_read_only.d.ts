/**
* | output |
* | --- |
* | "The markups of {name}, added to every fare its agents see. Only a platform admin changes them." |
*
* @param {Markups_Read_OnlyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_read_only: ((inputs: Markups_Read_OnlyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Markups_Read_OnlyInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Markups_Read_OnlyInputs = {
    name: NonNullable<unknown>;
};
