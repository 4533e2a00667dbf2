/**
* | output |
* | --- |
* | "Open the booking {locator}" |
*
* @param {Cmd_Do_RetrieveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_do_retrieve: ((inputs: Cmd_Do_RetrieveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cmd_Do_RetrieveInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cmd_Do_RetrieveInputs = {
    locator: NonNullable<unknown>;
};
