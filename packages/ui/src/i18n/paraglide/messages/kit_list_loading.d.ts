/**
* | output |
* | --- |
* | "Loading {label}…" |
*
* @param {Kit_List_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const kit_list_loading: ((inputs: Kit_List_LoadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Kit_List_LoadingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Kit_List_LoadingInputs = {
    label: NonNullable<unknown>;
};
