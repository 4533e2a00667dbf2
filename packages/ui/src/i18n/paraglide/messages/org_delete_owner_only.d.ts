/**
* | output |
* | --- |
* | "Only the organization's owner may delete it." |
*
* @param {Org_Delete_Owner_OnlyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const org_delete_owner_only: ((inputs?: Org_Delete_Owner_OnlyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Org_Delete_Owner_OnlyInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Org_Delete_Owner_OnlyInputs = {};
