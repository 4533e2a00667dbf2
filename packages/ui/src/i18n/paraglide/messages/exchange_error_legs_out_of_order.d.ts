/**
* | output |
* | --- |
* | "A flight cannot leave before the one before it" |
*
* @param {Exchange_Error_Legs_Out_Of_OrderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_error_legs_out_of_order: ((inputs?: Exchange_Error_Legs_Out_Of_OrderInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Exchange_Error_Legs_Out_Of_OrderInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Exchange_Error_Legs_Out_Of_OrderInputs = {};
