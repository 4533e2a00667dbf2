/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Topup_FailedInputs */

const en_topup_failed = /** @type {(inputs: Topup_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The top-up failed. Try again.`)
};

const fr_topup_failed = /** @type {(inputs: Topup_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le rechargement a échoué. Réessayez.`)
};

/**
* | output |
* | --- |
* | "The top-up failed. Try again." |
*
* @param {Topup_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const topup_failed = /** @type {((inputs?: Topup_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Topup_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_topup_failed(inputs)
	return en_topup_failed(inputs)
});