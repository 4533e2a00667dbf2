/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Toast_Generic_ErrorInputs */

const en_toast_generic_error = /** @type {(inputs: Toast_Generic_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We apologize, but an error has occurred while processing your request.`)
};

const fr_toast_generic_error = /** @type {(inputs: Toast_Generic_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous sommes désolés : une erreur s'est produite lors du traitement de votre demande.`)
};

/**
* | output |
* | --- |
* | "We apologize, but an error has occurred while processing your request." |
*
* @param {Toast_Generic_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const toast_generic_error = /** @type {((inputs?: Toast_Generic_ErrorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Generic_ErrorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_toast_generic_error(inputs)
	return en_toast_generic_error(inputs)
});