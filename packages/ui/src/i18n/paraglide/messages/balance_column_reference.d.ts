/**
* | output |
* | --- |
* | "Reference" |
*
* @param {Balance_Column_ReferenceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const balance_column_reference: ((inputs?: Balance_Column_ReferenceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Balance_Column_ReferenceInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Balance_Column_ReferenceInputs = {};
