/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Key_DownInputs */

const en_results_key_down = /** @type {(inputs: Results_Key_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next offer in the list`)
};

const fr_results_key_down = /** @type {(inputs: Results_Key_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offre suivante dans la liste`)
};

/**
* | output |
* | --- |
* | "Next offer in the list" |
*
* @param {Results_Key_DownInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_key_down = /** @type {((inputs?: Results_Key_DownInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Key_DownInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_key_down(inputs)
	return en_results_key_down(inputs)
});