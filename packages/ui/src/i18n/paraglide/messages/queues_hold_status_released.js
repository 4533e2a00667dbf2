/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Queues_Hold_Status_ReleasedInputs */

const en_queues_hold_status_released = /** @type {(inputs: Queues_Hold_Status_ReleasedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Released`)
};

const fr_queues_hold_status_released = /** @type {(inputs: Queues_Hold_Status_ReleasedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Libérée`)
};

/**
* | output |
* | --- |
* | "Released" |
*
* @param {Queues_Hold_Status_ReleasedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_hold_status_released = /** @type {((inputs?: Queues_Hold_Status_ReleasedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Queues_Hold_Status_ReleasedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_queues_hold_status_released(inputs)
	return en_queues_hold_status_released(inputs)
});