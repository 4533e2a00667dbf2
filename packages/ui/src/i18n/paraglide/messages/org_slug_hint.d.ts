/**
* | output |
* | --- |
* | "Lowercase letters, digits and dashes" |
*
* @param {Org_Slug_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const org_slug_hint: ((inputs?: Org_Slug_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Org_Slug_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Org_Slug_HintInputs = {};
