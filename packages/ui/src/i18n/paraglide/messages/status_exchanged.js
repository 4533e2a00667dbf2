/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_ExchangedInputs */

const en_status_exchanged = /** @type {(inputs: Status_ExchangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exchanged`)
};

const fr_status_exchanged = /** @type {(inputs: Status_ExchangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échangé`)
};

/**
* | output |
* | --- |
* | "Exchanged" |
*
* @param {Status_ExchangedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const status_exchanged = /** @type {((inputs?: Status_ExchangedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_ExchangedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_status_exchanged(inputs)
	return en_status_exchanged(inputs)
});