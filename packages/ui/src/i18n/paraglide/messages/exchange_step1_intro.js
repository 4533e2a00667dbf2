/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, route: NonNullable<unknown> }} Exchange_Step1_IntroInputs */

const en_exchange_step1_intro = /** @type {(inputs: Exchange_Step1_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ask the GDS whether ticket ${i?.number} (${i?.route}) can be exchanged.`)
};

const fr_exchange_step1_intro = /** @type {(inputs: Exchange_Step1_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Demandez au GDS si le billet ${i?.number} (${i?.route}) peut être échangé.`)
};

/**
* | output |
* | --- |
* | "Ask the GDS whether ticket {number} ({route}) can be exchanged." |
*
* @param {Exchange_Step1_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_step1_intro = /** @type {((inputs: Exchange_Step1_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exchange_Step1_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_exchange_step1_intro(inputs)
	return en_exchange_step1_intro(inputs)
});