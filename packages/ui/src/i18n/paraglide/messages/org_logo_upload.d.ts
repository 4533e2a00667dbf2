/**
* | output |
* | --- |
* | "Logo upload" |
*
* @param {Org_Logo_UploadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const org_logo_upload: ((inputs?: Org_Logo_UploadInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Org_Logo_UploadInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Org_Logo_UploadInputs = {};
