/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Two_Factor_DisabledInputs */

const en_shell_two_factor_disabled = /** @type {(inputs: Shell_Two_Factor_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disabled`)
};

const fr_shell_two_factor_disabled = /** @type {(inputs: Shell_Two_Factor_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désactivée`)
};

/**
* | output |
* | --- |
* | "Disabled" |
*
* @param {Shell_Two_Factor_DisabledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_two_factor_disabled = /** @type {((inputs?: Shell_Two_Factor_DisabledInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Two_Factor_DisabledInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_shell_two_factor_disabled(inputs)
	return en_shell_two_factor_disabled(inputs)
});