/**
* | output |
* | --- |
* | "Uploading… {percent} %" |
*
* @param {Org_Logo_UploadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const org_logo_uploading: ((inputs: Org_Logo_UploadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Org_Logo_UploadingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Org_Logo_UploadingInputs = {
    percent: NonNullable<unknown>;
};
