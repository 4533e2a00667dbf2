/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Queues_AssignInputs */

const en_queues_assign = /** @type {(inputs: Queues_AssignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assign`)
};

const fr_queues_assign = /** @type {(inputs: Queues_AssignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attribuer`)
};

/**
* | output |
* | --- |
* | "Assign" |
*
* @param {Queues_AssignInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_assign = /** @type {((inputs?: Queues_AssignInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Queues_AssignInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_queues_assign(inputs)
	return en_queues_assign(inputs)
});