/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Column_MoroccoInputs */

const en_lowcost_column_morocco = /** @type {(inputs: Lowcost_Column_MoroccoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Morocco`)
};

const fr_lowcost_column_morocco = /** @type {(inputs: Lowcost_Column_MoroccoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maroc`)
};

/**
* | output |
* | --- |
* | "Morocco" |
*
* @param {Lowcost_Column_MoroccoInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_column_morocco = /** @type {((inputs?: Lowcost_Column_MoroccoInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Column_MoroccoInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_column_morocco(inputs)
	return en_lowcost_column_morocco(inputs)
});