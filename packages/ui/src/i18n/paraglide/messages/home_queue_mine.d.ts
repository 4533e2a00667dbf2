/**
* | output |
* | --- |
* | "{count} mine" |
*
* @param {Home_Queue_MineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_queue_mine: ((inputs: Home_Queue_MineInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Queue_MineInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Queue_MineInputs = {
    count: NonNullable<unknown>;
};
