/**
* | output |
* | --- |
* | "Updated" |
*
* @param {Balance_UpdatedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const balance_updated: ((inputs?: Balance_UpdatedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Balance_UpdatedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Balance_UpdatedInputs = {};
