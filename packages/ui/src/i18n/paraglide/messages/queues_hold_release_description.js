/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Queues_Hold_Release_DescriptionInputs */

const en_queues_hold_release_description = /** @type {(inputs: Queues_Hold_Release_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The airline frees its seats and no longer holds the fare. This cannot be undone.`)
};

const fr_queues_hold_release_description = /** @type {(inputs: Queues_Hold_Release_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La compagnie libère les sièges et ne garantit plus le tarif. Cette action est irréversible.`)
};

/**
* | output |
* | --- |
* | "The airline frees its seats and no longer holds the fare. This cannot be undone." |
*
* @param {Queues_Hold_Release_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_hold_release_description = /** @type {((inputs?: Queues_Hold_Release_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Queues_Hold_Release_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_queues_hold_release_description(inputs)
	return en_queues_hold_release_description(inputs)
});