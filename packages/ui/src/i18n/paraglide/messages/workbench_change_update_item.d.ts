/**
* | output |
* | --- |
* | "Update {item} to {value}" |
*
* @param {Workbench_Change_Update_ItemInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_change_update_item: ((inputs: Workbench_Change_Update_ItemInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workbench_Change_Update_ItemInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workbench_Change_Update_ItemInputs = {
    item: NonNullable<unknown>;
    value: NonNullable<unknown>;
};
