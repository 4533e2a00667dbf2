/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Balance_Entry_SurchargeInputs */

const en_balance_entry_surcharge = /** @type {(inputs: Balance_Entry_SurchargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(surcharge ${i?.amount})`)
};

const fr_balance_entry_surcharge = /** @type {(inputs: Balance_Entry_SurchargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(frais de carte : ${i?.amount})`)
};

/**
* | output |
* | --- |
* | "(surcharge {amount})" |
*
* @param {Balance_Entry_SurchargeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const balance_entry_surcharge = /** @type {((inputs: Balance_Entry_SurchargeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Balance_Entry_SurchargeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_balance_entry_surcharge(inputs)
	return en_balance_entry_surcharge(inputs)
});