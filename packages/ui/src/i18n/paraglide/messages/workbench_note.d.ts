/**
* | output |
* | --- |
* | "Start editing to open a workbench: your changes stay pending until you commit them." |
*
* @param {Workbench_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_note: ((inputs?: Workbench_NoteInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workbench_NoteInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workbench_NoteInputs = {};
