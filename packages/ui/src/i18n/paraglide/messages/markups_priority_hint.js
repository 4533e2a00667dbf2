/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Markups_Priority_HintInputs */

const en_markups_priority_hint = /** @type {(inputs: Markups_Priority_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`0 to 100: the highest that matches applies`)
};

const fr_markups_priority_hint = /** @type {(inputs: Markups_Priority_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De 0 à 100 : la plus élevée qui correspond s'applique`)
};

/**
* | output |
* | --- |
* | "0 to 100: the highest that matches applies" |
*
* @param {Markups_Priority_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_priority_hint = /** @type {((inputs?: Markups_Priority_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Markups_Priority_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_markups_priority_hint(inputs)
	return en_markups_priority_hint(inputs)
});