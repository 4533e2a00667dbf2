/**
* | kind | output |
* | --- | --- |
* | "meal" | "Meal" |
* | * | "Assistance" |
*
* @param {Record_Service_KindInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_service_kind: ((inputs: Record_Service_KindInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Record_Service_KindInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Record_Service_KindInputs = {
    kind: NonNullable<unknown>;
};
