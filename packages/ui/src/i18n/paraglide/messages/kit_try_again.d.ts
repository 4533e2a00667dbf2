/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Kit_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const kit_try_again: ((inputs?: Kit_Try_AgainInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Kit_Try_AgainInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Kit_Try_AgainInputs = {};
