/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Home_Queue_MineInputs */

const en_home_queue_mine = /** @type {(inputs: Home_Queue_MineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} mine`)
};

const fr_home_queue_mine = /** @type {(inputs: Home_Queue_MineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} à moi`)
};

/**
* | output |
* | --- |
* | "{count} mine" |
*
* @param {Home_Queue_MineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_queue_mine = /** @type {((inputs: Home_Queue_MineInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Queue_MineInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_queue_mine(inputs)
	return en_home_queue_mine(inputs)
});