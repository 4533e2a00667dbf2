/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Balance_Over_30_DaysInputs */

const en_balance_over_30_days = /** @type {(inputs: Balance_Over_30_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`over 30 days`)
};

const fr_balance_over_30_days = /** @type {(inputs: Balance_Over_30_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sur 30 jours`)
};

/**
* | output |
* | --- |
* | "over 30 days" |
*
* @param {Balance_Over_30_DaysInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const balance_over_30_days = /** @type {((inputs?: Balance_Over_30_DaysInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Balance_Over_30_DaysInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_balance_over_30_days(inputs)
	return en_balance_over_30_days(inputs)
});