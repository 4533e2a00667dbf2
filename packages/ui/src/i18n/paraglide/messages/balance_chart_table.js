/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Balance_Chart_TableInputs */

const en_balance_chart_table = /** @type {(inputs: Balance_Chart_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show the balance by day as a table`)
};

const fr_balance_chart_table = /** @type {(inputs: Balance_Chart_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher le solde par jour sous forme de tableau`)
};

/**
* | output |
* | --- |
* | "Show the balance by day as a table" |
*
* @param {Balance_Chart_TableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const balance_chart_table = /** @type {((inputs?: Balance_Chart_TableInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Balance_Chart_TableInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_balance_chart_table(inputs)
	return en_balance_chart_table(inputs)
});