/**
* | output |
* | --- |
* | "{others} and {last}" |
*
* @param {Editor_Split_NamesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_split_names: ((inputs: Editor_Split_NamesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Split_NamesInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Split_NamesInputs = {
    others: NonNullable<unknown>;
    last: NonNullable<unknown>;
};
