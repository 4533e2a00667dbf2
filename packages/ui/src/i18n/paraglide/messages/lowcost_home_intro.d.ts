/**
* | output |
* | --- |
* | "Low-cost flights between Morocco and Europe, booked with the airline directly." |
*
* @param {Lowcost_Home_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_home_intro: ((inputs?: Lowcost_Home_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Home_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Home_IntroInputs = {};
