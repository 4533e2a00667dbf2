/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_From_PlaceholderInputs */

const en_lowcost_from_placeholder = /** @type {(inputs: Lowcost_From_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Departure airport`)
};

const fr_lowcost_from_placeholder = /** @type {(inputs: Lowcost_From_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aéroport de départ`)
};

/**
* | output |
* | --- |
* | "Departure airport" |
*
* @param {Lowcost_From_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_from_placeholder = /** @type {((inputs?: Lowcost_From_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_From_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_from_placeholder(inputs)
	return en_lowcost_from_placeholder(inputs)
});