/**
* | output |
* | --- |
* | "The parameter {parameter} is not valid" |
*
* @param {Rest_Link_Parameter_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const rest_link_parameter_invalid: ((inputs: Rest_Link_Parameter_InvalidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rest_Link_Parameter_InvalidInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rest_Link_Parameter_InvalidInputs = {
    parameter: NonNullable<unknown>;
};
