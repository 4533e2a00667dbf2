/**
* | output |
* | --- |
* | "Logo preview" |
*
* @param {Org_Logo_PreviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const org_logo_preview: ((inputs?: Org_Logo_PreviewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Org_Logo_PreviewInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Org_Logo_PreviewInputs = {};
