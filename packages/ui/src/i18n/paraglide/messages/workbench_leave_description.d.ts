/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The workbench has {count} pending change. Leaving discards them: commit them first to keep them." |
* | * | "The workbench has {count} pending changes. Leaving discards them: commit them first to keep them." |
*
* @param {Workbench_Leave_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_leave_description: ((inputs: Workbench_Leave_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workbench_Leave_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workbench_Leave_DescriptionInputs = {
    count: NonNullable<unknown>;
};
