/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ bundle: NonNullable<unknown>, flight: NonNullable<unknown> }} Lowcost_Choose_LabelInputs */

const en_lowcost_choose_label = /** @type {(inputs: Lowcost_Choose_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choose ${i?.bundle} on ${i?.flight}`)
};

const fr_lowcost_choose_label = /** @type {(inputs: Lowcost_Choose_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choisir ${i?.bundle} sur le ${i?.flight}`)
};

/**
* | output |
* | --- |
* | "Choose {bundle} on {flight}" |
*
* @param {Lowcost_Choose_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_choose_label = /** @type {((inputs: Lowcost_Choose_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Choose_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_choose_label(inputs)
	return en_lowcost_choose_label(inputs)
});