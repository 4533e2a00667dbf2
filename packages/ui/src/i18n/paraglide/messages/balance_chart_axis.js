/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Balance_Chart_AxisInputs */

const en_balance_chart_axis = /** @type {(inputs: Balance_Chart_AxisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Balance (MAD)`)
};

const fr_balance_chart_axis = /** @type {(inputs: Balance_Chart_AxisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solde (MAD)`)
};

/**
* | output |
* | --- |
* | "Balance (MAD)" |
*
* @param {Balance_Chart_AxisInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const balance_chart_axis = /** @type {((inputs?: Balance_Chart_AxisInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Balance_Chart_AxisInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_balance_chart_axis(inputs)
	return en_balance_chart_axis(inputs)
});