/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Reference_InvalidInputs */

const en_lowcost_reference_invalid = /** @type {(inputs: Lowcost_Reference_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A booking reference is 6 letters or digits, e.g. QX4T7M.`)
};

const fr_lowcost_reference_invalid = /** @type {(inputs: Lowcost_Reference_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une référence de réservation compte 6 lettres ou chiffres, par ex. QX4T7M.`)
};

/**
* | output |
* | --- |
* | "A booking reference is 6 letters or digits, e.g. QX4T7M." |
*
* @param {Lowcost_Reference_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_reference_invalid = /** @type {((inputs?: Lowcost_Reference_InvalidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Reference_InvalidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_reference_invalid(inputs)
	return en_lowcost_reference_invalid(inputs)
});