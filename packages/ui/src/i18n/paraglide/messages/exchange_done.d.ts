/**
* | output |
* | --- |
* | "The exchange of ticket {number} is pending in the workbench: commit the changes to issue the new ticket, or ignore them to drop it." |
*
* @param {Exchange_DoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_done: ((inputs: Exchange_DoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Exchange_DoneInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Exchange_DoneInputs = {
    number: NonNullable<unknown>;
};
