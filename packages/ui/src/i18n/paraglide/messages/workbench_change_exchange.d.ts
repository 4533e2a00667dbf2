/**
* | output |
* | --- |
* | "Exchange of ticket {number} to {offer}, leaving {departure}" |
*
* @param {Workbench_Change_ExchangeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_change_exchange: ((inputs: Workbench_Change_ExchangeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workbench_Change_ExchangeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workbench_Change_ExchangeInputs = {
    number: NonNullable<unknown>;
    offer: NonNullable<unknown>;
    departure: NonNullable<unknown>;
};
