/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Choose_DateInputs */

const en_lowcost_choose_date = /** @type {(inputs: Lowcost_Choose_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a departure date`)
};

const fr_lowcost_choose_date = /** @type {(inputs: Lowcost_Choose_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une date de départ`)
};

/**
* | output |
* | --- |
* | "Choose a departure date" |
*
* @param {Lowcost_Choose_DateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_choose_date = /** @type {((inputs?: Lowcost_Choose_DateInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Choose_DateInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_choose_date(inputs)
	return en_lowcost_choose_date(inputs)
});