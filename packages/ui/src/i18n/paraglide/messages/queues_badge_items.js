/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Queues_Badge_ItemsInputs */

const en_queues_badge_items = /** @type {(inputs: Queues_Badge_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`items in the queues`)
};

const fr_queues_badge_items = /** @type {(inputs: Queues_Badge_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`éléments dans les files de travail`)
};

/**
* | output |
* | --- |
* | "items in the queues" |
*
* @param {Queues_Badge_ItemsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_badge_items = /** @type {((inputs?: Queues_Badge_ItemsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Queues_Badge_ItemsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_queues_badge_items(inputs)
	return en_queues_badge_items(inputs)
});