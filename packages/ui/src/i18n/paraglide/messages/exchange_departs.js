/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exchange_DepartsInputs */

const en_exchange_departs = /** @type {(inputs: Exchange_DepartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Departs`)
};

const fr_exchange_departs = /** @type {(inputs: Exchange_DepartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Départ`)
};

/**
* | output |
* | --- |
* | "Departs" |
*
* @param {Exchange_DepartsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_departs = /** @type {((inputs?: Exchange_DepartsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exchange_DepartsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_exchange_departs(inputs)
	return en_exchange_departs(inputs)
});