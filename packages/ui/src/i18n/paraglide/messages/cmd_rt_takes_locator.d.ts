/**
* | output |
* | --- |
* | "RT takes a locator." |
*
* @param {Cmd_Rt_Takes_LocatorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_rt_takes_locator: ((inputs?: Cmd_Rt_Takes_LocatorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cmd_Rt_Takes_LocatorInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cmd_Rt_Takes_LocatorInputs = {};
