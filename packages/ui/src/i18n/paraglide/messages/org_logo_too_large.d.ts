/**
* | output |
* | --- |
* | "{file} is larger than 1 MB." |
*
* @param {Org_Logo_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const org_logo_too_large: ((inputs: Org_Logo_Too_LargeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Org_Logo_Too_LargeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Org_Logo_Too_LargeInputs = {
    file: NonNullable<unknown>;
};
