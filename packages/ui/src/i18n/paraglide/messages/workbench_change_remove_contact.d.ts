/**
* | output |
* | --- |
* | "Remove contact {name}" |
*
* @param {Workbench_Change_Remove_ContactInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_change_remove_contact: ((inputs: Workbench_Change_Remove_ContactInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workbench_Change_Remove_ContactInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workbench_Change_Remove_ContactInputs = {
    name: NonNullable<unknown>;
};
