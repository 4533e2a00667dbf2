/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Network ({count} route)" |
* | * | "Network ({count} routes)" |
*
* @param {Lowcost_NetworkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_network: ((inputs: Lowcost_NetworkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_NetworkInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_NetworkInputs = {
    count: NonNullable<unknown>;
};
