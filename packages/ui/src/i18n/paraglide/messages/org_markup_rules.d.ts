/**
* | output |
* | --- |
* | "Markup rules" |
*
* @param {Org_Markup_RulesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const org_markup_rules: ((inputs?: Org_Markup_RulesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Org_Markup_RulesInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Org_Markup_RulesInputs = {};
