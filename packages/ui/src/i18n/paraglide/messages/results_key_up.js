/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Key_UpInputs */

const en_results_key_up = /** @type {(inputs: Results_Key_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous offer in the list`)
};

const fr_results_key_up = /** @type {(inputs: Results_Key_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offre précédente dans la liste`)
};

/**
* | output |
* | --- |
* | "Previous offer in the list" |
*
* @param {Results_Key_UpInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_key_up = /** @type {((inputs?: Results_Key_UpInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Key_UpInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_key_up(inputs)
	return en_results_key_up(inputs)
});