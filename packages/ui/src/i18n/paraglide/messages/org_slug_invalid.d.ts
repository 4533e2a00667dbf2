/**
* | output |
* | --- |
* | "Use lowercase letters, digits and dashes, e.g. atlas-voyages" |
*
* @param {Org_Slug_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const org_slug_invalid: ((inputs?: Org_Slug_InvalidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Org_Slug_InvalidInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Org_Slug_InvalidInputs = {};
