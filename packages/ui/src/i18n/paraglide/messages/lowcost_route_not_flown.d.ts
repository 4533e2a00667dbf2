/**
* | output |
* | --- |
* | "{airline} does not fly this route." |
*
* @param {Lowcost_Route_Not_FlownInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_route_not_flown: ((inputs: Lowcost_Route_Not_FlownInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Route_Not_FlownInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Route_Not_FlownInputs = {
    airline: NonNullable<unknown>;
};
