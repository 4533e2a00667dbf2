/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Queues_MineInputs */

const en_queues_mine = /** @type {(inputs: Queues_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assigned to me`)
};

const fr_queues_mine = /** @type {(inputs: Queues_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attribuées à moi`)
};

/**
* | output |
* | --- |
* | "Assigned to me" |
*
* @param {Queues_MineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_mine = /** @type {((inputs?: Queues_MineInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Queues_MineInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_queues_mine(inputs)
	return en_queues_mine(inputs)
});