/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Toast_Generic_SuccessInputs */

const en_toast_generic_success = /** @type {(inputs: Toast_Generic_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Operation completed successfully.`)
};

const fr_toast_generic_success = /** @type {(inputs: Toast_Generic_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opération effectuée avec succès.`)
};

/**
* | output |
* | --- |
* | "Operation completed successfully." |
*
* @param {Toast_Generic_SuccessInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const toast_generic_success = /** @type {((inputs?: Toast_Generic_SuccessInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Generic_SuccessInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_toast_generic_success(inputs)
	return en_toast_generic_success(inputs)
});