/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Add remark" |
* | * | "Add {count} remarks" |
*
* @param {Editor_Osi_AddInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_osi_add: ((inputs: Editor_Osi_AddInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Osi_AddInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Osi_AddInputs = {
    count: NonNullable<unknown>;
};
