/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Queues_Member_PlaceholderInputs */

const en_queues_member_placeholder = /** @type {(inputs: Queues_Member_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a member`)
};

const fr_queues_member_placeholder = /** @type {(inputs: Queues_Member_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir un membre`)
};

/**
* | output |
* | --- |
* | "Choose a member" |
*
* @param {Queues_Member_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_member_placeholder = /** @type {((inputs?: Queues_Member_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Queues_Member_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_queues_member_placeholder(inputs)
	return en_queues_member_placeholder(inputs)
});