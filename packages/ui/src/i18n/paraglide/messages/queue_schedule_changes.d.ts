/**
* | output |
* | --- |
* | "Schedule changes" |
*
* @param {Queue_Schedule_ChangesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queue_schedule_changes: ((inputs?: Queue_Schedule_ChangesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Queue_Schedule_ChangesInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Queue_Schedule_ChangesInputs = {};
