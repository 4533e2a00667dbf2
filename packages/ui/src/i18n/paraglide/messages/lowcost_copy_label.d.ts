/**
* | output |
* | --- |
* | "Copy the {what}" |
*
* @param {Lowcost_Copy_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_copy_label: ((inputs: Lowcost_Copy_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Copy_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Copy_LabelInputs = {
    what: NonNullable<unknown>;
};
