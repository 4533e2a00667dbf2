/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Kit_Failure_HideInputs */

const en_kit_failure_hide = /** @type {(inputs: Kit_Failure_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide Error`)
};

const fr_kit_failure_hide = /** @type {(inputs: Kit_Failure_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masquer l'erreur`)
};

/**
* | output |
* | --- |
* | "Hide Error" |
*
* @param {Kit_Failure_HideInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const kit_failure_hide = /** @type {((inputs?: Kit_Failure_HideInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Kit_Failure_HideInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_kit_failure_hide(inputs)
	return en_kit_failure_hide(inputs)
});