/**
* | output |
* | --- |
* | "Debited from the balance" |
*
* @param {Exchange_DebitedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_debited: ((inputs?: Exchange_DebitedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Exchange_DebitedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Exchange_DebitedInputs = {};
