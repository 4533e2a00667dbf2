/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ locator: NonNullable<unknown> }} Queues_Accept_NameInputs */

const en_queues_accept_name = /** @type {(inputs: Queues_Accept_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Accept the new flights of ${i?.locator}`)
};

const fr_queues_accept_name = /** @type {(inputs: Queues_Accept_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Accepter les nouveaux vols de ${i?.locator}`)
};

/**
* | output |
* | --- |
* | "Accept the new flights of {locator}" |
*
* @param {Queues_Accept_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_accept_name = /** @type {((inputs: Queues_Accept_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Queues_Accept_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_queues_accept_name(inputs)
	return en_queues_accept_name(inputs)
});