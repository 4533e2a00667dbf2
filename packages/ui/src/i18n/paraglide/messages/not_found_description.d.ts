/**
* | output |
* | --- |
* | "The page you're looking for doesn't exist or has been moved." |
*
* @param {Not_Found_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const not_found_description: ((inputs?: Not_Found_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Not_Found_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Not_Found_DescriptionInputs = {};
