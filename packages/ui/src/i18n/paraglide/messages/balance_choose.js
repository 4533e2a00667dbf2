/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Balance_ChooseInputs */

const en_balance_choose = /** @type {(inputs: Balance_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose an organization to see its ledger and top it up.`)
};

const fr_balance_choose = /** @type {(inputs: Balance_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une organisation pour voir son grand livre et la recharger.`)
};

/**
* | output |
* | --- |
* | "Choose an organization to see its ledger and top it up." |
*
* @param {Balance_ChooseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const balance_choose = /** @type {((inputs?: Balance_ChooseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Balance_ChooseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_balance_choose(inputs)
	return en_balance_choose(inputs)
});