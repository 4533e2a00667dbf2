/**
* | output |
* | --- |
* | "{count} in the organization" |
*
* @param {Home_Queue_OrganizationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_queue_organization: ((inputs: Home_Queue_OrganizationInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Queue_OrganizationInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Queue_OrganizationInputs = {
    count: NonNullable<unknown>;
};
