/**
* | output |
* | --- |
* | "Choose {bundle} on {flight}" |
*
* @param {Lowcost_Choose_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_choose_label: ((inputs: Lowcost_Choose_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Choose_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Choose_LabelInputs = {
    bundle: NonNullable<unknown>;
    flight: NonNullable<unknown>;
};
