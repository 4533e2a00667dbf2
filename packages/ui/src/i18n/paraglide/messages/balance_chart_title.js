/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Balance_Chart_TitleInputs */

const en_balance_chart_title = /** @type {(inputs: Balance_Chart_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Balance over time`)
};

const fr_balance_chart_title = /** @type {(inputs: Balance_Chart_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Évolution du solde`)
};

/**
* | output |
* | --- |
* | "Balance over time" |
*
* @param {Balance_Chart_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const balance_chart_title = /** @type {((inputs?: Balance_Chart_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Balance_Chart_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_balance_chart_title(inputs)
	return en_balance_chart_title(inputs)
});