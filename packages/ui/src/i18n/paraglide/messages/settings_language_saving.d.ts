/**
* | output |
* | --- |
* | "Saving the language…" |
*
* @param {Settings_Language_SavingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_language_saving: ((inputs?: Settings_Language_SavingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Language_SavingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Language_SavingInputs = {};
