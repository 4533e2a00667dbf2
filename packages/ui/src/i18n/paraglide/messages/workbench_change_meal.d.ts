/**
* | output |
* | --- |
* | "Meal {code}" |
*
* @param {Workbench_Change_MealInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_change_meal: ((inputs: Workbench_Change_MealInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workbench_Change_MealInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workbench_Change_MealInputs = {
    code: NonNullable<unknown>;
};
