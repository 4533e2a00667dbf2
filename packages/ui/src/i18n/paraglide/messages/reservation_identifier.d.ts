/**
* | kind | output |
* | --- | --- |
* | "GDS" | "Reservation identifier" |
* | * | "Order ID" |
*
* @param {Reservation_IdentifierInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const reservation_identifier: ((inputs: Reservation_IdentifierInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reservation_IdentifierInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reservation_IdentifierInputs = {
    kind: NonNullable<unknown>;
};
