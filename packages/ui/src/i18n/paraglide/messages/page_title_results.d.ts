/**
* | output |
* | --- |
* | "Results {route}" |
*
* @param {Page_Title_ResultsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_title_results: ((inputs: Page_Title_ResultsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Title_ResultsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Title_ResultsInputs = {
    route: NonNullable<unknown>;
};
