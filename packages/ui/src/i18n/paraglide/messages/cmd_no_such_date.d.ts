/**
* | output |
* | --- |
* | "{day} {month} does not exist." |
*
* @param {Cmd_No_Such_DateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_no_such_date: ((inputs: Cmd_No_Such_DateInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cmd_No_Such_DateInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cmd_No_Such_DateInputs = {
    day: NonNullable<unknown>;
    month: NonNullable<unknown>;
};
