/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_Search_PlaceholderInputs */

const en_members_search_placeholder = /** @type {(inputs: Members_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name or e-mail`)
};

const fr_members_search_placeholder = /** @type {(inputs: Members_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom ou e-mail`)
};

/**
* | output |
* | --- |
* | "Name or e-mail" |
*
* @param {Members_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const members_search_placeholder = /** @type {((inputs?: Members_Search_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_Search_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_members_search_placeholder(inputs)
	return en_members_search_placeholder(inputs)
});