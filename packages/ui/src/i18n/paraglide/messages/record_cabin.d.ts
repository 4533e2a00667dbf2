/**
* | cabin | output |
* | --- | --- |
* | "Economy" | "Economy" |
* | "PremiumEconomy" | "Premium Economy" |
* | "Business" | "Business" |
* | "First" | "First" |
* | * | "Premium First" |
*
* @param {Record_CabinInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_cabin: ((inputs: Record_CabinInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Record_CabinInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Record_CabinInputs = {
    cabin: NonNullable<unknown>;
};
