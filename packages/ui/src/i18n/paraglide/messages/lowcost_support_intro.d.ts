/**
* | output |
* | --- |
* | "The airline's rules for agents, and requests to its desk on your bookings." |
*
* @param {Lowcost_Support_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_support_intro: ((inputs?: Lowcost_Support_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Support_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Support_IntroInputs = {};
