/**
* | output |
* | --- |
* | "PNG, JPEG or WebP, at most 1 MB." |
*
* @param {Org_Logo_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const org_logo_hint: ((inputs?: Org_Logo_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Org_Logo_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Org_Logo_HintInputs = {};
