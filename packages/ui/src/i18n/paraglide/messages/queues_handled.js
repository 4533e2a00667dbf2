/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Queues_HandledInputs */

const en_queues_handled = /** @type {(inputs: Queues_HandledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Handled`)
};

const fr_queues_handled = /** @type {(inputs: Queues_HandledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Traitée`)
};

/**
* | output |
* | --- |
* | "Handled" |
*
* @param {Queues_HandledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_handled = /** @type {((inputs?: Queues_HandledInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Queues_HandledInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_queues_handled(inputs)
	return en_queues_handled(inputs)
});