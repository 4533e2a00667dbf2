/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Topup_Amount_CreditedInputs */

const en_topup_amount_credited = /** @type {(inputs: Topup_Amount_CreditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount credited`)
};

const fr_topup_amount_credited = /** @type {(inputs: Topup_Amount_CreditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Montant crédité`)
};

/**
* | output |
* | --- |
* | "Amount credited" |
*
* @param {Topup_Amount_CreditedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const topup_amount_credited = /** @type {((inputs?: Topup_Amount_CreditedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Topup_Amount_CreditedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_topup_amount_credited(inputs)
	return en_topup_amount_credited(inputs)
});