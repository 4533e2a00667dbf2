/**
* | output |
* | --- |
* | "There is no month {month}: use 1 to 12." |
*
* @param {Cmd_No_MonthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_no_month: ((inputs: Cmd_No_MonthInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cmd_No_MonthInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cmd_No_MonthInputs = {
    month: NonNullable<unknown>;
};
