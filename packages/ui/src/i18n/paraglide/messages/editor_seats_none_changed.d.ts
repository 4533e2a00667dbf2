/**
* | output |
* | --- |
* | "Choose a different seat for at least one traveler before confirming" |
*
* @param {Editor_Seats_None_ChangedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_seats_none_changed: ((inputs?: Editor_Seats_None_ChangedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Editor_Seats_None_ChangedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Editor_Seats_None_ChangedInputs = {};
