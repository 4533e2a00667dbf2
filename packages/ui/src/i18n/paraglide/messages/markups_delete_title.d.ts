/**
* | output |
* | --- |
* | "Delete the markup {name}?" |
*
* @param {Markups_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_delete_title: ((inputs: Markups_Delete_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Markups_Delete_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Markups_Delete_TitleInputs = {
    name: NonNullable<unknown>;
};
