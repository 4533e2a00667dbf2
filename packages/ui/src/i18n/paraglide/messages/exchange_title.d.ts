/**
* | output |
* | --- |
* | "Exchange ticket {number}" |
*
* @param {Exchange_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_title: ((inputs: Exchange_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Exchange_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Exchange_TitleInputs = {
    number: NonNullable<unknown>;
};
