/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_SearchingInputs */

const en_lowcost_searching = /** @type {(inputs: Lowcost_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Searching the airline's flights…`)
};

const fr_lowcost_searching = /** @type {(inputs: Lowcost_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherche des vols de la compagnie…`)
};

/**
* | output |
* | --- |
* | "Searching the airline's flights…" |
*
* @param {Lowcost_SearchingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_searching = /** @type {((inputs?: Lowcost_SearchingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_SearchingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_searching(inputs)
	return en_lowcost_searching(inputs)
});