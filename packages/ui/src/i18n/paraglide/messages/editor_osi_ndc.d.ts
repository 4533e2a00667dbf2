/**
* | output |
* | --- |
* | "OSI remarks go to the carriers through the GDS: NDC records have none." |
*
* @param {Editor_Osi_NdcInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_osi_ndc: ((inputs?: Editor_Osi_NdcInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Osi_NdcInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Osi_NdcInputs = {};
