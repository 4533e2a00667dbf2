/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Window_EveningInputs */

const en_results_window_evening = /** @type {(inputs: Results_Window_EveningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evening (18:00–23:59)`)
};

const fr_results_window_evening = /** @type {(inputs: Results_Window_EveningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soir (18:00–23:59)`)
};

/**
* | output |
* | --- |
* | "Evening (18:00–23:59)" |
*
* @param {Results_Window_EveningInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_window_evening = /** @type {((inputs?: Results_Window_EveningInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Window_EveningInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_window_evening(inputs)
	return en_results_window_evening(inputs)
});