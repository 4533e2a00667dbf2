/**
* | output |
* | --- |
* | "{pieces} × {weight} kg checked" |
*
* @param {Results_Checked_BagsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_checked_bags: ((inputs: Results_Checked_BagsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Checked_BagsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Results_Checked_BagsInputs = {
    pieces: NonNullable<unknown>;
    weight: NonNullable<unknown>;
};
