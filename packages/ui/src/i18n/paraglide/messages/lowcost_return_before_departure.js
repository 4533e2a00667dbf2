/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Return_Before_DepartureInputs */

const en_lowcost_return_before_departure = /** @type {(inputs: Lowcost_Return_Before_DepartureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The return cannot be before the departure.`)
};

const fr_lowcost_return_before_departure = /** @type {(inputs: Lowcost_Return_Before_DepartureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le retour ne peut pas précéder l'aller.`)
};

/**
* | output |
* | --- |
* | "The return cannot be before the departure." |
*
* @param {Lowcost_Return_Before_DepartureInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_return_before_departure = /** @type {((inputs?: Lowcost_Return_Before_DepartureInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Return_Before_DepartureInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_return_before_departure(inputs)
	return en_lowcost_return_before_departure(inputs)
});