/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Balance_Column_30_DaysInputs */

const en_balance_column_30_days = /** @type {(inputs: Balance_Column_30_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`30 days`)
};

const fr_balance_column_30_days = /** @type {(inputs: Balance_Column_30_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`30 jours`)
};

/**
* | output |
* | --- |
* | "30 days" |
*
* @param {Balance_Column_30_DaysInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const balance_column_30_days = /** @type {((inputs?: Balance_Column_30_DaysInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Balance_Column_30_DaysInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_balance_column_30_days(inputs)
	return en_balance_column_30_days(inputs)
});