/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exchange_Error_Legs_Out_Of_OrderInputs */

const en_exchange_error_legs_out_of_order = /** @type {(inputs: Exchange_Error_Legs_Out_Of_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A flight cannot leave before the one before it`)
};

const fr_exchange_error_legs_out_of_order = /** @type {(inputs: Exchange_Error_Legs_Out_Of_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un vol ne peut pas partir avant le précédent`)
};

/**
* | output |
* | --- |
* | "A flight cannot leave before the one before it" |
*
* @param {Exchange_Error_Legs_Out_Of_OrderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_error_legs_out_of_order = /** @type {((inputs?: Exchange_Error_Legs_Out_Of_OrderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exchange_Error_Legs_Out_Of_OrderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_exchange_error_legs_out_of_order(inputs)
	return en_exchange_error_legs_out_of_order(inputs)
});