/**
* | output |
* | --- |
* | "Cancel reservation {locator}" |
*
* @param {Reservation_Cancel_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const reservation_cancel_confirm_title: ((inputs: Reservation_Cancel_Confirm_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reservation_Cancel_Confirm_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reservation_Cancel_Confirm_TitleInputs = {
    locator: NonNullable<unknown>;
};
