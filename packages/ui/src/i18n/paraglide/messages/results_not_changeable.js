/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Not_ChangeableInputs */

const en_results_not_changeable = /** @type {(inputs: Results_Not_ChangeableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not changeable`)
};

const fr_results_not_changeable = /** @type {(inputs: Results_Not_ChangeableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non modifiable`)
};

/**
* | output |
* | --- |
* | "Not changeable" |
*
* @param {Results_Not_ChangeableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_not_changeable = /** @type {((inputs?: Results_Not_ChangeableInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Not_ChangeableInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_not_changeable(inputs)
	return en_results_not_changeable(inputs)
});