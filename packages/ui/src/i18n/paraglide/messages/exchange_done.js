/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Exchange_DoneInputs */

const en_exchange_done = /** @type {(inputs: Exchange_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The exchange of ticket ${i?.number} is pending in the workbench: commit the changes to issue the new ticket, or ignore them to drop it.`)
};

const fr_exchange_done = /** @type {(inputs: Exchange_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L'échange du billet ${i?.number} est en attente dans l'espace de travail : validez les modifications pour émettre le nouveau billet, ou ignorez-les pour l'abandonner.`)
};

/**
* | output |
* | --- |
* | "The exchange of ticket {number} is pending in the workbench: commit the changes to issue the new ticket, or ignore them to drop it." |
*
* @param {Exchange_DoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_done = /** @type {((inputs: Exchange_DoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exchange_DoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_exchange_done(inputs)
	return en_exchange_done(inputs)
});