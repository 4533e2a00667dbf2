/**
* | output |
* | --- |
* | "All statuses" |
*
* @param {Tickets_Status_AllInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const tickets_status_all: ((inputs?: Tickets_Status_AllInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tickets_Status_AllInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tickets_Status_AllInputs = {};
