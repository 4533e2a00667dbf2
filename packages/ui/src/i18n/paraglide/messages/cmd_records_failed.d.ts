/**
* | output |
* | --- |
* | "Reservations and tickets could not be searched: {message}" |
*
* @param {Cmd_Records_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_records_failed: ((inputs: Cmd_Records_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cmd_Records_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cmd_Records_FailedInputs = {
    message: NonNullable<unknown>;
};
