/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_KeepInputs */

const en_members_keep = /** @type {(inputs: Members_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep`)
};

const fr_members_keep = /** @type {(inputs: Members_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Garder`)
};

/**
* | output |
* | --- |
* | "Keep" |
*
* @param {Members_KeepInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const members_keep = /** @type {((inputs?: Members_KeepInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_KeepInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_members_keep(inputs)
	return en_members_keep(inputs)
});