/**
* | output |
* | --- |
* | "Add OSI remarks: {remarks}" |
*
* @param {Workbench_Change_Add_OsiInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_change_add_osi: ((inputs: Workbench_Change_Add_OsiInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workbench_Change_Add_OsiInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workbench_Change_Add_OsiInputs = {
    remarks: NonNullable<unknown>;
};
