/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Exchange_Departs_AtInputs */

const en_exchange_departs_at = /** @type {(inputs: Exchange_Departs_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Departs ${i?.date}`)
};

const fr_exchange_departs_at = /** @type {(inputs: Exchange_Departs_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Départ le ${i?.date}`)
};

/**
* | output |
* | --- |
* | "Departs {date}" |
*
* @param {Exchange_Departs_AtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_departs_at = /** @type {((inputs: Exchange_Departs_AtInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exchange_Departs_AtInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_exchange_departs_at(inputs)
	return en_exchange_departs_at(inputs)
});