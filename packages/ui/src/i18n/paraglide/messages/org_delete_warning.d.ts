/**
* | output |
* | --- |
* | "Its members lose access at once. This cannot be undone." |
*
* @param {Org_Delete_WarningInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const org_delete_warning: ((inputs?: Org_Delete_WarningInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Org_Delete_WarningInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Org_Delete_WarningInputs = {};
