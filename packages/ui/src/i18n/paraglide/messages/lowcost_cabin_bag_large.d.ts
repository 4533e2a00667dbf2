/**
* | output |
* | --- |
* | "1 under-seat bag + 1 cabin bag of 10 kg" |
*
* @param {Lowcost_Cabin_Bag_LargeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_cabin_bag_large: ((inputs?: Lowcost_Cabin_Bag_LargeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Cabin_Bag_LargeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Cabin_Bag_LargeInputs = {};
