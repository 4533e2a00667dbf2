/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Window_AfternoonInputs */

const en_results_window_afternoon = /** @type {(inputs: Results_Window_AfternoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afternoon (12:00–17:59)`)
};

const fr_results_window_afternoon = /** @type {(inputs: Results_Window_AfternoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Après-midi (12:00–17:59)`)
};

/**
* | output |
* | --- |
* | "Afternoon (12:00–17:59)" |
*
* @param {Results_Window_AfternoonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_window_afternoon = /** @type {((inputs?: Results_Window_AfternoonInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Window_AfternoonInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_window_afternoon(inputs)
	return en_results_window_afternoon(inputs)
});