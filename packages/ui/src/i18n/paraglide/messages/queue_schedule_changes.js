/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Queue_Schedule_ChangesInputs */

const en_queue_schedule_changes = /** @type {(inputs: Queue_Schedule_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schedule changes`)
};

const fr_queue_schedule_changes = /** @type {(inputs: Queue_Schedule_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changements d'horaire`)
};

/**
* | output |
* | --- |
* | "Schedule changes" |
*
* @param {Queue_Schedule_ChangesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queue_schedule_changes = /** @type {((inputs?: Queue_Schedule_ChangesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Queue_Schedule_ChangesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_queue_schedule_changes(inputs)
	return en_queue_schedule_changes(inputs)
});