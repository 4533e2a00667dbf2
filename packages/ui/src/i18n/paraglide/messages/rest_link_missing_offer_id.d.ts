/**
* | output |
* | --- |
* | "Missing offerId" |
*
* @param {Rest_Link_Missing_Offer_IdInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const rest_link_missing_offer_id: ((inputs?: Rest_Link_Missing_Offer_IdInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rest_Link_Missing_Offer_IdInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rest_Link_Missing_Offer_IdInputs = {};
