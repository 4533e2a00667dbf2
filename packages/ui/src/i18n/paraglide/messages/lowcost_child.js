/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_ChildInputs */

const en_lowcost_child = /** @type {(inputs: Lowcost_ChildInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Child`)
};

const fr_lowcost_child = /** @type {(inputs: Lowcost_ChildInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enfant`)
};

/**
* | output |
* | --- |
* | "Child" |
*
* @param {Lowcost_ChildInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_child = /** @type {((inputs?: Lowcost_ChildInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_ChildInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_child(inputs)
	return en_lowcost_child(inputs)
});