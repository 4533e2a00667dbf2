/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cmd_TitleInputs */

const en_cmd_title = /** @type {(inputs: Cmd_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Command bar`)
};

const fr_cmd_title = /** @type {(inputs: Cmd_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Barre de commande`)
};

/**
* | output |
* | --- |
* | "Command bar" |
*
* @param {Cmd_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_title = /** @type {((inputs?: Cmd_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cmd_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cmd_title(inputs)
	return en_cmd_title(inputs)
});