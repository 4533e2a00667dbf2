/**
* | output |
* | --- |
* | "Flight {flight}: {changes}. Pending until the workbench is committed." |
*
* @param {Editor_Seats_SentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_seats_sent: ((inputs: Editor_Seats_SentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Seats_SentInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Seats_SentInputs = {
    flight: NonNullable<unknown>;
    changes: NonNullable<unknown>;
};
