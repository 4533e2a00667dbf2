/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Two_Factor_EnabledInputs */

const en_shell_two_factor_enabled = /** @type {(inputs: Shell_Two_Factor_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enabled`)
};

const fr_shell_two_factor_enabled = /** @type {(inputs: Shell_Two_Factor_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activée`)
};

/**
* | output |
* | --- |
* | "Enabled" |
*
* @param {Shell_Two_Factor_EnabledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_two_factor_enabled = /** @type {((inputs?: Shell_Two_Factor_EnabledInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Two_Factor_EnabledInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_shell_two_factor_enabled(inputs)
	return en_shell_two_factor_enabled(inputs)
});