/**
* | output |
* | --- |
* | "Seats {seats}" |
*
* @param {Workbench_Change_SeatsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_change_seats: ((inputs: Workbench_Change_SeatsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workbench_Change_SeatsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workbench_Change_SeatsInputs = {
    seats: NonNullable<unknown>;
};
