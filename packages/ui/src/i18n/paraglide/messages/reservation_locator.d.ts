/**
* | kind | output |
* | --- | --- |
* | "GDS" | "Record locator (PNR)" |
* | * | "Order locator" |
*
* @param {Reservation_LocatorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const reservation_locator: ((inputs: Reservation_LocatorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reservation_LocatorInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reservation_LocatorInputs = {
    kind: NonNullable<unknown>;
};
