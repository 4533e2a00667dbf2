/**
* | output |
* | --- |
* | "Updated" |
*
* @param {Home_Balance_UpdatedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_balance_updated: ((inputs?: Home_Balance_UpdatedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Balance_UpdatedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Balance_UpdatedInputs = {};
