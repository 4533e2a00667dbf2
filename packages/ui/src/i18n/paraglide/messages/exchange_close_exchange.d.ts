/**
* | output |
* | --- |
* | "Close exchange" |
*
* @param {Exchange_Close_ExchangeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_close_exchange: ((inputs?: Exchange_Close_ExchangeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Exchange_Close_ExchangeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Exchange_Close_ExchangeInputs = {};
