/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{route}, {count} traveler. The airline releases the seats. This cannot be undone." |
* | * | "{route}, {count} travelers. The airline releases the seats. This cannot be undone." |
*
* @param {Reservation_Cancel_Confirm_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const reservation_cancel_confirm_description: ((inputs: Reservation_Cancel_Confirm_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reservation_Cancel_Confirm_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reservation_Cancel_Confirm_DescriptionInputs = {
    count: NonNullable<unknown>;
    route: NonNullable<unknown>;
};
