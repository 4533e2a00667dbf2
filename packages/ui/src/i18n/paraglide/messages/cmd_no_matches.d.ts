/**
* | output |
* | --- |
* | "No page, action or record matches “{text}”." |
*
* @param {Cmd_No_MatchesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_no_matches: ((inputs: Cmd_No_MatchesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cmd_No_MatchesInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cmd_No_MatchesInputs = {
    text: NonNullable<unknown>;
};
