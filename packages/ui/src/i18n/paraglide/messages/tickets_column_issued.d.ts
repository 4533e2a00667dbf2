/**
* | output |
* | --- |
* | "Issued" |
*
* @param {Tickets_Column_IssuedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const tickets_column_issued: ((inputs?: Tickets_Column_IssuedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tickets_Column_IssuedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tickets_Column_IssuedInputs = {};
