/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Balance_Chart_CaptionInputs */

const en_balance_chart_caption = /** @type {(inputs: Balance_Chart_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Balance of ${i?.name} by day`)
};

const fr_balance_chart_caption = /** @type {(inputs: Balance_Chart_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Solde de ${i?.name} par jour`)
};

/**
* | output |
* | --- |
* | "Balance of {name} by day" |
*
* @param {Balance_Chart_CaptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const balance_chart_caption = /** @type {((inputs: Balance_Chart_CaptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Balance_Chart_CaptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_balance_chart_caption(inputs)
	return en_balance_chart_caption(inputs)
});