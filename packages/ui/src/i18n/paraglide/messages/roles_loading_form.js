/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roles_Loading_FormInputs */

const en_roles_loading_form = /** @type {(inputs: Roles_Loading_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the form…`)
};

const fr_roles_loading_form = /** @type {(inputs: Roles_Loading_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement du formulaire…`)
};

/**
* | output |
* | --- |
* | "Loading the form…" |
*
* @param {Roles_Loading_FormInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const roles_loading_form = /** @type {((inputs?: Roles_Loading_FormInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roles_Loading_FormInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_roles_loading_form(inputs)
	return en_roles_loading_form(inputs)
});