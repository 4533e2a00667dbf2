/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Lowcost_Copy_LabelInputs */

const en_lowcost_copy_label = /** @type {(inputs: Lowcost_Copy_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Copy the ${i?.what}`)
};

const fr_lowcost_copy_label = /** @type {(inputs: Lowcost_Copy_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Copier la ${i?.what}`)
};

/**
* | output |
* | --- |
* | "Copy the {what}" |
*
* @param {Lowcost_Copy_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_copy_label = /** @type {((inputs: Lowcost_Copy_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Copy_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_copy_label(inputs)
	return en_lowcost_copy_label(inputs)
});