/**
* | output |
* | --- |
* | "Type {slug} to confirm" |
*
* @param {Org_Delete_Type_To_ConfirmInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const org_delete_type_to_confirm: ((inputs: Org_Delete_Type_To_ConfirmInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Org_Delete_Type_To_ConfirmInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Org_Delete_Type_To_ConfirmInputs = {
    slug: NonNullable<unknown>;
};
