/**
* | output |
* | --- |
* | "Return Home" |
*
* @param {Not_Found_Return_HomeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const not_found_return_home: ((inputs?: Not_Found_Return_HomeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Not_Found_Return_HomeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Not_Found_Return_HomeInputs = {};
