/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exchange_DebitedInputs */

const en_exchange_debited = /** @type {(inputs: Exchange_DebitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Debited from the balance`)
};

const fr_exchange_debited = /** @type {(inputs: Exchange_DebitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Débité du solde`)
};

/**
* | output |
* | --- |
* | "Debited from the balance" |
*
* @param {Exchange_DebitedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_debited = /** @type {((inputs?: Exchange_DebitedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exchange_DebitedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_exchange_debited(inputs)
	return en_exchange_debited(inputs)
});