/**
* | end | output |
* | --- | --- |
* | "departure" | "Departs" |
* | * | "Arrives" |
*
* @param {Record_EndpointInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_endpoint: ((inputs: Record_EndpointInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Record_EndpointInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Record_EndpointInputs = {
    end: NonNullable<unknown>;
};
