/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ method: NonNullable<unknown>, rate: NonNullable<unknown>, surcharge: NonNullable<unknown>, charged: NonNullable<unknown> }} Topup_Surcharge_NoticeInputs */

const en_topup_surcharge_notice = /** @type {(inputs: Topup_Surcharge_NoticeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.method} adds a ${i?.rate} surcharge: ${i?.surcharge}, so ${i?.charged} is charged.`)
};

const fr_topup_surcharge_notice = /** @type {(inputs: Topup_Surcharge_NoticeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.method} ajoute ${i?.rate} de frais : ${i?.surcharge}, soit ${i?.charged} prélevés.`)
};

/**
* | output |
* | --- |
* | "{method} adds a {rate} surcharge: {surcharge}, so {charged} is charged." |
*
* @param {Topup_Surcharge_NoticeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const topup_surcharge_notice = /** @type {((inputs: Topup_Surcharge_NoticeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Topup_Surcharge_NoticeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_topup_surcharge_notice(inputs)
	return en_topup_surcharge_notice(inputs)
});