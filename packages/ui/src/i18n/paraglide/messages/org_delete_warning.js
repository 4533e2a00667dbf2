/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Delete_WarningInputs */

const en_org_delete_warning = /** @type {(inputs: Org_Delete_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Its members lose access at once. This cannot be undone.`)
};

const fr_org_delete_warning = /** @type {(inputs: Org_Delete_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ses membres perdent l'accès immédiatement. Cette action est irréversible.`)
};

/**
* | output |
* | --- |
* | "Its members lose access at once. This cannot be undone." |
*
* @param {Org_Delete_WarningInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const org_delete_warning = /** @type {((inputs?: Org_Delete_WarningInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Delete_WarningInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_org_delete_warning(inputs)
	return en_org_delete_warning(inputs)
});