/**
* | output |
* | --- |
* | "Download .xml of the {what}" |
*
* @param {Lowcost_Download_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_download_label: ((inputs: Lowcost_Download_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Download_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Download_LabelInputs = {
    what: NonNullable<unknown>;
};
