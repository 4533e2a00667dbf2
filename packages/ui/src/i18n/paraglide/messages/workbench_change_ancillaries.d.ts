/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} ancillary" |
* | * | "{count} ancillaries" |
*
* @param {Workbench_Change_AncillariesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_change_ancillaries: ((inputs: Workbench_Change_AncillariesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workbench_Change_AncillariesInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workbench_Change_AncillariesInputs = {
    count: NonNullable<unknown>;
};
