/**
* | output |
* | --- |
* | "Accept the new flights of {locator}" |
*
* @param {Queues_Accept_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_accept_name: ((inputs: Queues_Accept_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Queues_Accept_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Queues_Accept_NameInputs = {
    locator: NonNullable<unknown>;
};
