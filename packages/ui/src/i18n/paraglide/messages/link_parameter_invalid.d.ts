/**
* | output |
* | --- |
* | "The parameter {parameter} is not valid" |
*
* @param {Link_Parameter_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const link_parameter_invalid: ((inputs: Link_Parameter_InvalidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Link_Parameter_InvalidInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Link_Parameter_InvalidInputs = {
    parameter: NonNullable<unknown>;
};
