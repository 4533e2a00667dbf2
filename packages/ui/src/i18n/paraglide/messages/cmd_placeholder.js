/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cmd_PlaceholderInputs */

const en_cmd_placeholder = /** @type {(inputs: Cmd_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A page, a record, an action, or AN15DECCMNCDG`)
};

const fr_cmd_placeholder = /** @type {(inputs: Cmd_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une page, un dossier, une action, ou AN15DECCMNCDG`)
};

/**
* | output |
* | --- |
* | "A page, a record, an action, or AN15DECCMNCDG" |
*
* @param {Cmd_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_placeholder = /** @type {((inputs?: Cmd_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cmd_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cmd_placeholder(inputs)
	return en_cmd_placeholder(inputs)
});