/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Ignore {count} pending change?" |
* | * | "Ignore {count} pending changes?" |
*
* @param {Workbench_Ignore_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_ignore_title: ((inputs: Workbench_Ignore_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workbench_Ignore_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workbench_Ignore_TitleInputs = {
    count: NonNullable<unknown>;
};
