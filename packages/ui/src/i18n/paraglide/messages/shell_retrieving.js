/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_RetrievingInputs */

const en_shell_retrieving = /** @type {(inputs: Shell_RetrievingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retrieving`)
};

const fr_shell_retrieving = /** @type {(inputs: Shell_RetrievingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherche en cours`)
};

/**
* | output |
* | --- |
* | "Retrieving" |
*
* @param {Shell_RetrievingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_retrieving = /** @type {((inputs?: Shell_RetrievingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_RetrievingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_shell_retrieving(inputs)
	return en_shell_retrieving(inputs)
});