/**
* | output |
* | --- |
* | "Loading the seat map…" |
*
* @param {Lowcost_Seat_Map_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_seat_map_loading: ((inputs?: Lowcost_Seat_Map_LoadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Seat_Map_LoadingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Seat_Map_LoadingInputs = {};
