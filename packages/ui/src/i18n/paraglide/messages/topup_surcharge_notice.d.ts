/**
* | output |
* | --- |
* | "{method} adds a {rate} surcharge: {surcharge}, so {charged} is charged." |
*
* @param {Topup_Surcharge_NoticeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const topup_surcharge_notice: ((inputs: Topup_Surcharge_NoticeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Topup_Surcharge_NoticeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Topup_Surcharge_NoticeInputs = {
    method: NonNullable<unknown>;
    rate: NonNullable<unknown>;
    surcharge: NonNullable<unknown>;
    charged: NonNullable<unknown>;
};
