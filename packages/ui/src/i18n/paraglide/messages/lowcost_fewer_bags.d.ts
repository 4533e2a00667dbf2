/**
* | output |
* | --- |
* | "Fewer bags: {who}" |
*
* @param {Lowcost_Fewer_BagsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_fewer_bags: ((inputs: Lowcost_Fewer_BagsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Fewer_BagsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Fewer_BagsInputs = {
    who: NonNullable<unknown>;
};
