/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exchange_Change_PenaltyInputs */

const en_exchange_change_penalty = /** @type {(inputs: Exchange_Change_PenaltyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change penalty`)
};

const fr_exchange_change_penalty = /** @type {(inputs: Exchange_Change_PenaltyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pénalité de changement`)
};

/**
* | output |
* | --- |
* | "Change penalty" |
*
* @param {Exchange_Change_PenaltyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_change_penalty = /** @type {((inputs?: Exchange_Change_PenaltyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exchange_Change_PenaltyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_exchange_change_penalty(inputs)
	return en_exchange_change_penalty(inputs)
});