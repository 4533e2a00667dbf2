/**
* | output |
* | --- |
* | "{label}: calendar" |
*
* @param {Kit_Date_CalendarInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const kit_date_calendar: ((inputs: Kit_Date_CalendarInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Kit_Date_CalendarInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Kit_Date_CalendarInputs = {
    label: NonNullable<unknown>;
};
