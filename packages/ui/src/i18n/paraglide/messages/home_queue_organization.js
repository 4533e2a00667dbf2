/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Home_Queue_OrganizationInputs */

const en_home_queue_organization = /** @type {(inputs: Home_Queue_OrganizationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} in the organization`)
};

const fr_home_queue_organization = /** @type {(inputs: Home_Queue_OrganizationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} dans l'organisation`)
};

/**
* | output |
* | --- |
* | "{count} in the organization" |
*
* @param {Home_Queue_OrganizationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_queue_organization = /** @type {((inputs: Home_Queue_OrganizationInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Queue_OrganizationInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_queue_organization(inputs)
	return en_home_queue_organization(inputs)
});