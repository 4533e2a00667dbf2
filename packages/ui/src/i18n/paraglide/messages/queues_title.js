/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Queues_TitleInputs */

const en_queues_title = /** @type {(inputs: Queues_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Queues`)
};

const fr_queues_title = /** @type {(inputs: Queues_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Files de travail`)
};

/**
* | output |
* | --- |
* | "Queues" |
*
* @param {Queues_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_title = /** @type {((inputs?: Queues_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Queues_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_queues_title(inputs)
	return en_queues_title(inputs)
});