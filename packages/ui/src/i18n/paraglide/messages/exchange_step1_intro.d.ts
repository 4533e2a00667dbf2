/**
* | output |
* | --- |
* | "Ask the GDS whether ticket {number} ({route}) can be exchanged." |
*
* @param {Exchange_Step1_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_step1_intro: ((inputs: Exchange_Step1_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Exchange_Step1_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Exchange_Step1_IntroInputs = {
    number: NonNullable<unknown>;
    route: NonNullable<unknown>;
};
