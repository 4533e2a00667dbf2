/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Queues_Members_LoadingInputs */

const en_queues_members_loading = /** @type {(inputs: Queues_Members_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the members…`)
};

const fr_queues_members_loading = /** @type {(inputs: Queues_Members_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des membres…`)
};

/**
* | output |
* | --- |
* | "Loading the members…" |
*
* @param {Queues_Members_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_members_loading = /** @type {((inputs?: Queues_Members_LoadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Queues_Members_LoadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_queues_members_loading(inputs)
	return en_queues_members_loading(inputs)
});