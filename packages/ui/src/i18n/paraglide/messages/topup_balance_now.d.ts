/**
* | output |
* | --- |
* | "Balance now" |
*
* @param {Topup_Balance_NowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const topup_balance_now: ((inputs?: Topup_Balance_NowInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Topup_Balance_NowInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Topup_Balance_NowInputs = {};
