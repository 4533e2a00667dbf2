/**
* | output |
* | --- |
* | "Bags: {who}" |
*
* @param {Lowcost_BagsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_bags: ((inputs: Lowcost_BagsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_BagsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_BagsInputs = {
    who: NonNullable<unknown>;
};
