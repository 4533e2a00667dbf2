/**
* | output |
* | --- |
* | "No results for “{search}”." |
*
* @param {Kit_List_No_ResultsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const kit_list_no_results: ((inputs: Kit_List_No_ResultsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Kit_List_No_ResultsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Kit_List_No_ResultsInputs = {
    search: NonNullable<unknown>;
};
