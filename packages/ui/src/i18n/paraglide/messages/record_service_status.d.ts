/**
* | status | output |
* | --- | --- |
* | "requested" | "Requested" |
* | "confirmed" | "Confirmed" |
* | "refused" | "Refused" |
* | * | "Pending" |
*
* @param {Record_Service_StatusInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_service_status: ((inputs: Record_Service_StatusInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Record_Service_StatusInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Record_Service_StatusInputs = {
    status: NonNullable<unknown>;
};
