/**
* | output |
* | --- |
* | "Now {route}, departing {date}. Change the route, the dates or both: the GDS offers the validating carrier's flights for them." |
*
* @param {Exchange_Step2_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_step2_intro: ((inputs: Exchange_Step2_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Exchange_Step2_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Exchange_Step2_IntroInputs = {
    route: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
