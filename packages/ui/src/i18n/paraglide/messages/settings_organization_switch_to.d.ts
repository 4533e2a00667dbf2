/**
* | output |
* | --- |
* | "Switch to {name}" |
*
* @param {Settings_Organization_Switch_ToInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_organization_switch_to: ((inputs: Settings_Organization_Switch_ToInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Organization_Switch_ToInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Organization_Switch_ToInputs = {
    name: NonNullable<unknown>;
};
