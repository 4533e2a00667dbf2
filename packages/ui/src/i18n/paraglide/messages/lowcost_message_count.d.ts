/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} message" |
* | * | "{count} messages" |
*
* @param {Lowcost_Message_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_message_count: ((inputs: Lowcost_Message_CountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lowcost_Message_CountInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lowcost_Message_CountInputs = {
    count: NonNullable<unknown>;
};
