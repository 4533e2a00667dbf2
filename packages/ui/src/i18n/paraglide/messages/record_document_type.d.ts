/**
* | type | output |
* | --- | --- |
* | "passport" | "Passport" |
* | * | "National ID" |
*
* @param {Record_Document_TypeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_document_type: ((inputs: Record_Document_TypeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Record_Document_TypeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Record_Document_TypeInputs = {
    type: NonNullable<unknown>;
};
