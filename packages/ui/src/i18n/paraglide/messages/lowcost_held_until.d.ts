/**
* | output |
* | --- |
* | "Unpaid, {amount}: held until {time}, then released by the airline." |
*
* @param {Lowcost_Held_UntilInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_held_until: ((inputs: Lowcost_Held_UntilInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Held_UntilInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Held_UntilInputs = {
    amount: NonNullable<unknown>;
    time: NonNullable<unknown>;
};
