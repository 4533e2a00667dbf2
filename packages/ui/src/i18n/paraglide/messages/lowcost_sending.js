/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_SendingInputs */

const en_lowcost_sending = /** @type {(inputs: Lowcost_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending to the airline…`)
};

const fr_lowcost_sending = /** @type {(inputs: Lowcost_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoi à la compagnie…`)
};

/**
* | output |
* | --- |
* | "Sending to the airline…" |
*
* @param {Lowcost_SendingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_sending = /** @type {((inputs?: Lowcost_SendingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_SendingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_sending(inputs)
	return en_lowcost_sending(inputs)
});