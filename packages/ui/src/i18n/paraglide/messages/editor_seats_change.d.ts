/**
* | output |
* | --- |
* | "{name} to {seat}" |
*
* @param {Editor_Seats_ChangeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_seats_change: ((inputs: Editor_Seats_ChangeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Seats_ChangeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Seats_ChangeInputs = {
    name: NonNullable<unknown>;
    seat: NonNullable<unknown>;
};
