/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Support_IntroInputs */

const en_lowcost_support_intro = /** @type {(inputs: Lowcost_Support_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The airline's rules for agents, and requests to its desk on your bookings.`)
};

const fr_lowcost_support_intro = /** @type {(inputs: Lowcost_Support_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les règles de la compagnie pour les agents, et vos demandes à son service sur vos réservations.`)
};

/**
* | output |
* | --- |
* | "The airline's rules for agents, and requests to its desk on your bookings." |
*
* @param {Lowcost_Support_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_support_intro = /** @type {((inputs?: Lowcost_Support_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Support_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_support_intro(inputs)
	return en_lowcost_support_intro(inputs)
});