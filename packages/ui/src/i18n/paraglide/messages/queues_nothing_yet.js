/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Queues_Nothing_YetInputs */

const en_queues_nothing_yet = /** @type {(inputs: Queues_Nothing_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing yet`)
};

const fr_queues_nothing_yet = /** @type {(inputs: Queues_Nothing_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien pour l'instant`)
};

/**
* | output |
* | --- |
* | "Nothing yet" |
*
* @param {Queues_Nothing_YetInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_nothing_yet = /** @type {((inputs?: Queues_Nothing_YetInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Queues_Nothing_YetInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_queues_nothing_yet(inputs)
	return en_queues_nothing_yet(inputs)
});