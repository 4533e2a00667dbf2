/**
* | output |
* | --- |
* | "More bags: {who}" |
*
* @param {Lowcost_More_BagsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_more_bags: ((inputs: Lowcost_More_BagsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_More_BagsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_More_BagsInputs = {
    who: NonNullable<unknown>;
};
