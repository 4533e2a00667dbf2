/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Delete_Owner_OnlyInputs */

const en_org_delete_owner_only = /** @type {(inputs: Org_Delete_Owner_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only the organization's owner may delete it.`)
};

const fr_org_delete_owner_only = /** @type {(inputs: Org_Delete_Owner_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seul le propriétaire de l'organisation peut la supprimer.`)
};

/**
* | output |
* | --- |
* | "Only the organization's owner may delete it." |
*
* @param {Org_Delete_Owner_OnlyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const org_delete_owner_only = /** @type {((inputs?: Org_Delete_Owner_OnlyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Delete_Owner_OnlyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_org_delete_owner_only(inputs)
	return en_org_delete_owner_only(inputs)
});