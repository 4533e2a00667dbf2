/**
* | countPlural | output |
* | --- | --- |
* | "one" | "New price for {count} traveler" |
* | * | "New price for {count} travelers" |
*
* @param {Workbench_Change_PriceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_change_price: ((inputs: Workbench_Change_PriceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workbench_Change_PriceInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workbench_Change_PriceInputs = {
    count: NonNullable<unknown>;
};
