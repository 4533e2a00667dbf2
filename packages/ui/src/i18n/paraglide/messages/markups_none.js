/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Markups_NoneInputs */

const en_markups_none = /** @type {(inputs: Markups_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No markup: agents see the airline's fares as they are.`)
};

const fr_markups_none = /** @type {(inputs: Markups_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune majoration : les agents voient les tarifs de la compagnie tels quels.`)
};

/**
* | output |
* | --- |
* | "No markup: agents see the airline's fares as they are." |
*
* @param {Markups_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_none = /** @type {((inputs?: Markups_NoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Markups_NoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_markups_none(inputs)
	return en_markups_none(inputs)
});