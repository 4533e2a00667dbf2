/**
* | output |
* | --- |
* | "Remove meal {code}" |
*
* @param {Workbench_Change_Remove_MealInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_change_remove_meal: ((inputs: Workbench_Change_Remove_MealInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workbench_Change_Remove_MealInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workbench_Change_Remove_MealInputs = {
    code: NonNullable<unknown>;
};
