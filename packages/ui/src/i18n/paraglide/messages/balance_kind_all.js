/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Balance_Kind_AllInputs */

const en_balance_kind_all = /** @type {(inputs: Balance_Kind_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All kinds`)
};

const fr_balance_kind_all = /** @type {(inputs: Balance_Kind_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les types`)
};

/**
* | output |
* | --- |
* | "All kinds" |
*
* @param {Balance_Kind_AllInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const balance_kind_all = /** @type {((inputs?: Balance_Kind_AllInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Balance_Kind_AllInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_balance_kind_all(inputs)
	return en_balance_kind_all(inputs)
});