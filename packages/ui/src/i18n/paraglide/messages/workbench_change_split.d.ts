/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Split {count} traveler off" |
* | * | "Split {count} travelers off" |
*
* @param {Workbench_Change_SplitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_change_split: ((inputs: Workbench_Change_SplitInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workbench_Change_SplitInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workbench_Change_SplitInputs = {
    count: NonNullable<unknown>;
};
