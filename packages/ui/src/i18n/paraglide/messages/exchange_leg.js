/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Exchange_LegInputs */

const en_exchange_leg = /** @type {(inputs: Exchange_LegInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Flight ${i?.number}`)
};

const fr_exchange_leg = /** @type {(inputs: Exchange_LegInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vol ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Flight {number}" |
*
* @param {Exchange_LegInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_leg = /** @type {((inputs: Exchange_LegInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exchange_LegInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_exchange_leg(inputs)
	return en_exchange_leg(inputs)
});