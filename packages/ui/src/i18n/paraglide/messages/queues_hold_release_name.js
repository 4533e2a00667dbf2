/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Queues_Hold_Release_NameInputs */

const en_queues_hold_release_name = /** @type {(inputs: Queues_Hold_Release_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Release the hold of ${i?.reference}`)
};

const fr_queues_hold_release_name = /** @type {(inputs: Queues_Hold_Release_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Libérer l'option ${i?.reference}`)
};

/**
* | output |
* | --- |
* | "Release the hold of {reference}" |
*
* @param {Queues_Hold_Release_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_hold_release_name = /** @type {((inputs: Queues_Hold_Release_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Queues_Hold_Release_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_queues_hold_release_name(inputs)
	return en_queues_hold_release_name(inputs)
});