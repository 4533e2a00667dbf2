/**
* | output |
* | --- |
* | "Remove primary contact {name}" |
*
* @param {Editor_Contact_RemoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_contact_remove: ((inputs: Editor_Contact_RemoveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Contact_RemoveInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Contact_RemoveInputs = {
    name: NonNullable<unknown>;
};
