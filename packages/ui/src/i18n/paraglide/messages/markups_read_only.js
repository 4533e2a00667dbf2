/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Markups_Read_OnlyInputs */

const en_markups_read_only = /** @type {(inputs: Markups_Read_OnlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The markups of ${i?.name}, added to every fare its agents see. Only a platform admin changes them.`)
};

const fr_markups_read_only = /** @type {(inputs: Markups_Read_OnlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les majorations de ${i?.name}, ajoutées à chaque tarif que voient ses agents. Seul un administrateur de la plateforme les modifie.`)
};

/**
* | output |
* | --- |
* | "The markups of {name}, added to every fare its agents see. Only a platform admin changes them." |
*
* @param {Markups_Read_OnlyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_read_only = /** @type {((inputs: Markups_Read_OnlyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Markups_Read_OnlyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_markups_read_only(inputs)
	return en_markups_read_only(inputs)
});