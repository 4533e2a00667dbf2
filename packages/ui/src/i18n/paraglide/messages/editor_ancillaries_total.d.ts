/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Total for {count} ancillary" |
* | * | "Total for {count} ancillaries" |
*
* @param {Editor_Ancillaries_TotalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_ancillaries_total: ((inputs: Editor_Ancillaries_TotalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Ancillaries_TotalInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Ancillaries_TotalInputs = {
    count: NonNullable<unknown>;
};
