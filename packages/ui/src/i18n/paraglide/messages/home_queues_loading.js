/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Queues_LoadingInputs */

const en_home_queues_loading = /** @type {(inputs: Home_Queues_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the queues…`)
};

const fr_home_queues_loading = /** @type {(inputs: Home_Queues_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des files de travail…`)
};

/**
* | output |
* | --- |
* | "Loading the queues…" |
*
* @param {Home_Queues_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_queues_loading = /** @type {((inputs?: Home_Queues_LoadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Queues_LoadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_queues_loading(inputs)
	return en_home_queues_loading(inputs)
});