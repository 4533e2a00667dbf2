/**
* | output |
* | --- |
* | "A page, a record, an action, or AN15DECCMNCDG" |
*
* @param {Cmd_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_placeholder: ((inputs?: Cmd_PlaceholderInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cmd_PlaceholderInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cmd_PlaceholderInputs = {};
