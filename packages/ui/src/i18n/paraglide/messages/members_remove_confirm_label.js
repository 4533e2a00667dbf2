/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Members_Remove_Confirm_LabelInputs */

const en_members_remove_confirm_label = /** @type {(inputs: Members_Remove_Confirm_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Yes, remove ${i?.name}`)
};

const fr_members_remove_confirm_label = /** @type {(inputs: Members_Remove_Confirm_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Oui, retirer ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Yes, remove {name}" |
*
* @param {Members_Remove_Confirm_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const members_remove_confirm_label = /** @type {((inputs: Members_Remove_Confirm_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_Remove_Confirm_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_members_remove_confirm_label(inputs)
	return en_members_remove_confirm_label(inputs)
});