/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exchange_Check_AgainInputs */

const en_exchange_check_again = /** @type {(inputs: Exchange_Check_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check again`)
};

const fr_exchange_check_again = /** @type {(inputs: Exchange_Check_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifier de nouveau`)
};

/**
* | output |
* | --- |
* | "Check again" |
*
* @param {Exchange_Check_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_check_again = /** @type {((inputs?: Exchange_Check_AgainInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exchange_Check_AgainInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_exchange_check_again(inputs)
	return en_exchange_check_again(inputs)
});