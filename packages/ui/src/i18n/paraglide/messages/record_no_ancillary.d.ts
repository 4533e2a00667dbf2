/**
* | output |
* | --- |
* | "No ancillary booked." |
*
* @param {Record_No_AncillaryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_no_ancillary: ((inputs?: Record_No_AncillaryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Record_No_AncillaryInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Record_No_AncillaryInputs = {};
