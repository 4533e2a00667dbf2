/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rate: NonNullable<unknown> }} Topup_SurchargeInputs */

const en_topup_surcharge = /** @type {(inputs: Topup_SurchargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Surcharge (${i?.rate})`)
};

const fr_topup_surcharge = /** @type {(inputs: Topup_SurchargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Frais de carte (${i?.rate})`)
};

/**
* | output |
* | --- |
* | "Surcharge ({rate})" |
*
* @param {Topup_SurchargeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const topup_surcharge = /** @type {((inputs: Topup_SurchargeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Topup_SurchargeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_topup_surcharge(inputs)
	return en_topup_surcharge(inputs)
});