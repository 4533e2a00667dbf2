/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Kit_Failure_TitleInputs */

const en_kit_failure_title = /** @type {(inputs: Kit_Failure_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong!`)
};

const fr_kit_failure_title = /** @type {(inputs: Kit_Failure_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une erreur s'est produite !`)
};

/**
* | output |
* | --- |
* | "Something went wrong!" |
*
* @param {Kit_Failure_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const kit_failure_title = /** @type {((inputs?: Kit_Failure_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Kit_Failure_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_kit_failure_title(inputs)
	return en_kit_failure_title(inputs)
});