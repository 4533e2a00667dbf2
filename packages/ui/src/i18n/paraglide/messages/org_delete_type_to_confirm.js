/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ slug: NonNullable<unknown> }} Org_Delete_Type_To_ConfirmInputs */

const en_org_delete_type_to_confirm = /** @type {(inputs: Org_Delete_Type_To_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Type ${i?.slug} to confirm`)
};

const fr_org_delete_type_to_confirm = /** @type {(inputs: Org_Delete_Type_To_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saisissez ${i?.slug} pour confirmer`)
};

/**
* | output |
* | --- |
* | "Type {slug} to confirm" |
*
* @param {Org_Delete_Type_To_ConfirmInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const org_delete_type_to_confirm = /** @type {((inputs: Org_Delete_Type_To_ConfirmInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Delete_Type_To_ConfirmInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_org_delete_type_to_confirm(inputs)
	return en_org_delete_type_to_confirm(inputs)
});