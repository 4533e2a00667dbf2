/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_VoidedInputs */

const en_status_voided = /** @type {(inputs: Status_VoidedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voided`)
};

const fr_status_voided = /** @type {(inputs: Status_VoidedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annulé (void)`)
};

/**
* | output |
* | --- |
* | "Voided" |
*
* @param {Status_VoidedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const status_voided = /** @type {((inputs?: Status_VoidedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_VoidedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_status_voided(inputs)
	return en_status_voided(inputs)
});