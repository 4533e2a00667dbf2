/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Tickets_Column_AmountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const tickets_column_amount: ((inputs?: Tickets_Column_AmountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tickets_Column_AmountInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tickets_Column_AmountInputs = {};
