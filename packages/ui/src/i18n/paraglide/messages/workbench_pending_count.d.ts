/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} pending change" |
* | * | "{count} pending changes" |
*
* @param {Workbench_Pending_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_pending_count: ((inputs: Workbench_Pending_CountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workbench_Pending_CountInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workbench_Pending_CountInputs = {
    count: NonNullable<unknown>;
};
