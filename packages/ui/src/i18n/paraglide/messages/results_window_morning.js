/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Window_MorningInputs */

const en_results_window_morning = /** @type {(inputs: Results_Window_MorningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Morning (06:00–11:59)`)
};

const fr_results_window_morning = /** @type {(inputs: Results_Window_MorningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Matin (06:00–11:59)`)
};

/**
* | output |
* | --- |
* | "Morning (06:00–11:59)" |
*
* @param {Results_Window_MorningInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_window_morning = /** @type {((inputs?: Results_Window_MorningInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Window_MorningInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_window_morning(inputs)
	return en_results_window_morning(inputs)
});