/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exchange_AddInputs */

const en_exchange_add = /** @type {(inputs: Exchange_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add to workbench`)
};

const fr_exchange_add = /** @type {(inputs: Exchange_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter à l'espace de travail`)
};

/**
* | output |
* | --- |
* | "Add to workbench" |
*
* @param {Exchange_AddInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_add = /** @type {((inputs?: Exchange_AddInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exchange_AddInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_exchange_add(inputs)
	return en_exchange_add(inputs)
});