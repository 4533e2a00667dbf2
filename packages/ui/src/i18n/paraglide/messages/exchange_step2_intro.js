/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ route: NonNullable<unknown>, date: NonNullable<unknown> }} Exchange_Step2_IntroInputs */

const en_exchange_step2_intro = /** @type {(inputs: Exchange_Step2_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Now ${i?.route}, departing ${i?.date}. Change the route, the dates or both: the GDS offers the validating carrier's flights for them.`)
};

const fr_exchange_step2_intro = /** @type {(inputs: Exchange_Step2_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Actuellement ${i?.route}, départ le ${i?.date}. Changez l'itinéraire, les dates ou les deux : le GDS propose les vols de la compagnie émettrice.`)
};

/**
* | output |
* | --- |
* | "Now {route}, departing {date}. Change the route, the dates or both: the GDS offers the validating carrier's flights for them." |
*
* @param {Exchange_Step2_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_step2_intro = /** @type {((inputs: Exchange_Step2_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exchange_Step2_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_exchange_step2_intro(inputs)
	return en_exchange_step2_intro(inputs)
});