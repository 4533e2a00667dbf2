/**
* | output |
* | --- |
* | "1 under-seat bag (40 × 30 × 20 cm)" |
*
* @param {Lowcost_Cabin_Bag_SmallInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_cabin_bag_small: ((inputs?: Lowcost_Cabin_Bag_SmallInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Cabin_Bag_SmallInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Cabin_Bag_SmallInputs = {};
