/**
* | direction | output |
* | --- | --- |
* | "outbound" | "Outbound: {route}" |
* | * | "Return: {route}" |
*
* @param {Lowcost_LegInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_leg: ((inputs: Lowcost_LegInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_LegInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_LegInputs = {
    direction: NonNullable<unknown>;
    route: NonNullable<unknown>;
};
