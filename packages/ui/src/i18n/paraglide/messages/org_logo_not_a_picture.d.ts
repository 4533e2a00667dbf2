/**
* | output |
* | --- |
* | "{file} is not a PNG, JPEG or WebP picture." |
*
* @param {Org_Logo_Not_A_PictureInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const org_logo_not_a_picture: ((inputs: Org_Logo_Not_A_PictureInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Org_Logo_Not_A_PictureInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Org_Logo_Not_A_PictureInputs = {
    file: NonNullable<unknown>;
};
