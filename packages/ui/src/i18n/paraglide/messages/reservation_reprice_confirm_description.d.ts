/**
* | output |
* | --- |
* | "The fare is priced again with today's markup: the total of {total} may change." |
*
* @param {Reservation_Reprice_Confirm_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const reservation_reprice_confirm_description: ((inputs: Reservation_Reprice_Confirm_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reservation_Reprice_Confirm_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reservation_Reprice_Confirm_DescriptionInputs = {
    total: NonNullable<unknown>;
};
