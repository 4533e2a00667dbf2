/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Queue_DeadlinesInputs */

const en_queue_deadlines = /** @type {(inputs: Queue_DeadlinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticketing deadlines`)
};

const fr_queue_deadlines = /** @type {(inputs: Queue_DeadlinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échéances d'émission`)
};

/**
* | output |
* | --- |
* | "Ticketing deadlines" |
*
* @param {Queue_DeadlinesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queue_deadlines = /** @type {((inputs?: Queue_DeadlinesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Queue_DeadlinesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_queue_deadlines(inputs)
	return en_queue_deadlines(inputs)
});