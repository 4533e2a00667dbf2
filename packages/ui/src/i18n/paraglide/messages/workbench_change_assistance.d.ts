/**
* | output |
* | --- |
* | "Assistance {code}" |
*
* @param {Workbench_Change_AssistanceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_change_assistance: ((inputs: Workbench_Change_AssistanceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workbench_Change_AssistanceInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workbench_Change_AssistanceInputs = {
    code: NonNullable<unknown>;
};
