/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Queues_Hold_ReleaseInputs */

const en_queues_hold_release = /** @type {(inputs: Queues_Hold_ReleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Release`)
};

const fr_queues_hold_release = /** @type {(inputs: Queues_Hold_ReleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Libérer`)
};

/**
* | output |
* | --- |
* | "Release" |
*
* @param {Queues_Hold_ReleaseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_hold_release = /** @type {((inputs?: Queues_Hold_ReleaseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Queues_Hold_ReleaseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_queues_hold_release(inputs)
	return en_queues_hold_release(inputs)
});