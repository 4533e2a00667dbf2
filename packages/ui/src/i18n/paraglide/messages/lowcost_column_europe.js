/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Column_EuropeInputs */

const en_lowcost_column_europe = /** @type {(inputs: Lowcost_Column_EuropeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Europe`)
};

const fr_lowcost_column_europe = /** @type {(inputs: Lowcost_Column_EuropeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Europe`)
};

/**
* | output |
* | --- |
* | "Europe" |
*
* @param {Lowcost_Column_EuropeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_column_europe = /** @type {((inputs?: Lowcost_Column_EuropeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Column_EuropeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_column_europe(inputs)
	return en_lowcost_column_europe(inputs)
});