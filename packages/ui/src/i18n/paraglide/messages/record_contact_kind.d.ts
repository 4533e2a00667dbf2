/**
* | kind | output |
* | --- | --- |
* | "primary" | "Primary" |
* | "emergency" | "Emergency" |
* | * | "Agency" |
*
* @param {Record_Contact_KindInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_contact_kind: ((inputs: Record_Contact_KindInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Record_Contact_KindInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Record_Contact_KindInputs = {
    kind: NonNullable<unknown>;
};
