/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Queues_UnassignInputs */

const en_queues_unassign = /** @type {(inputs: Queues_UnassignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unassign`)
};

const fr_queues_unassign = /** @type {(inputs: Queues_UnassignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désattribuer`)
};

/**
* | output |
* | --- |
* | "Unassign" |
*
* @param {Queues_UnassignInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_unassign = /** @type {((inputs?: Queues_UnassignInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Queues_UnassignInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_queues_unassign(inputs)
	return en_queues_unassign(inputs)
});