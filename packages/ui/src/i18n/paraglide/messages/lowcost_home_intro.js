/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Home_IntroInputs */

const en_lowcost_home_intro = /** @type {(inputs: Lowcost_Home_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Low-cost flights between Morocco and Europe, booked with the airline directly.`)
};

const fr_lowcost_home_intro = /** @type {(inputs: Lowcost_Home_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vols low-cost entre le Maroc et l'Europe, réservés directement auprès de la compagnie.`)
};

/**
* | output |
* | --- |
* | "Low-cost flights between Morocco and Europe, booked with the airline directly." |
*
* @param {Lowcost_Home_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_home_intro = /** @type {((inputs?: Lowcost_Home_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Home_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_home_intro(inputs)
	return en_lowcost_home_intro(inputs)
});