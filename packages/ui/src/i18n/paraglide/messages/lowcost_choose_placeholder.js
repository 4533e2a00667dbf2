/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Choose_PlaceholderInputs */

const en_lowcost_choose_placeholder = /** @type {(inputs: Lowcost_Choose_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose…`)
};

const fr_lowcost_choose_placeholder = /** @type {(inputs: Lowcost_Choose_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir…`)
};

/**
* | output |
* | --- |
* | "Choose…" |
*
* @param {Lowcost_Choose_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_choose_placeholder = /** @type {((inputs?: Lowcost_Choose_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Choose_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_choose_placeholder(inputs)
	return en_lowcost_choose_placeholder(inputs)
});