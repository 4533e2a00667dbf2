/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_TitleInputs */

const en_members_title = /** @type {(inputs: Members_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members`)
};

const fr_members_title = /** @type {(inputs: Members_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membres`)
};

/**
* | output |
* | --- |
* | "Members" |
*
* @param {Members_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const members_title = /** @type {((inputs?: Members_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_members_title(inputs)
	return en_members_title(inputs)
});