/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Kit_Failure_ShowInputs */

const en_kit_failure_show = /** @type {(inputs: Kit_Failure_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show Error`)
};

const fr_kit_failure_show = /** @type {(inputs: Kit_Failure_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher l'erreur`)
};

/**
* | output |
* | --- |
* | "Show Error" |
*
* @param {Kit_Failure_ShowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const kit_failure_show = /** @type {((inputs?: Kit_Failure_ShowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Kit_Failure_ShowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_kit_failure_show(inputs)
	return en_kit_failure_show(inputs)
});