/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Topup_ChargedInputs */

const en_topup_charged = /** @type {(inputs: Topup_ChargedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(charged ${i?.amount})`)
};

const fr_topup_charged = /** @type {(inputs: Topup_ChargedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(prélevés : ${i?.amount})`)
};

/**
* | output |
* | --- |
* | "(charged {amount})" |
*
* @param {Topup_ChargedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const topup_charged = /** @type {((inputs: Topup_ChargedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Topup_ChargedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_topup_charged(inputs)
	return en_topup_charged(inputs)
});