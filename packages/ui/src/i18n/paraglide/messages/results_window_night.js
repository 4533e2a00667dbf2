/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Window_NightInputs */

const en_results_window_night = /** @type {(inputs: Results_Window_NightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Night (00:00–05:59)`)
};

const fr_results_window_night = /** @type {(inputs: Results_Window_NightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuit (00:00–05:59)`)
};

/**
* | output |
* | --- |
* | "Night (00:00–05:59)" |
*
* @param {Results_Window_NightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_window_night = /** @type {((inputs?: Results_Window_NightInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Window_NightInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_window_night(inputs)
	return en_results_window_night(inputs)
});