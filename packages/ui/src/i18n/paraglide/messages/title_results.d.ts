/**
* | output |
* | --- |
* | "Results {route}" |
*
* @param {Title_ResultsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const title_results: ((inputs: Title_ResultsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Title_ResultsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Title_ResultsInputs = {
    route: NonNullable<unknown>;
};
