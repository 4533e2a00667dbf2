/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_To_PlaceholderInputs */

const en_lowcost_to_placeholder = /** @type {(inputs: Lowcost_To_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arrival airport`)
};

const fr_lowcost_to_placeholder = /** @type {(inputs: Lowcost_To_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aéroport d'arrivée`)
};

/**
* | output |
* | --- |
* | "Arrival airport" |
*
* @param {Lowcost_To_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_to_placeholder = /** @type {((inputs?: Lowcost_To_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_To_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_to_placeholder(inputs)
	return en_lowcost_to_placeholder(inputs)
});