/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_ChangeableInputs */

const en_results_changeable = /** @type {(inputs: Results_ChangeableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changeable`)
};

const fr_results_changeable = /** @type {(inputs: Results_ChangeableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifiable`)
};

/**
* | output |
* | --- |
* | "Changeable" |
*
* @param {Results_ChangeableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_changeable = /** @type {((inputs?: Results_ChangeableInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_ChangeableInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_changeable(inputs)
	return en_results_changeable(inputs)
});