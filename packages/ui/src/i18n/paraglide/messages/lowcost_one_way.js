/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_One_WayInputs */

const en_lowcost_one_way = /** @type {(inputs: Lowcost_One_WayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One-way`)
};

const fr_lowcost_one_way = /** @type {(inputs: Lowcost_One_WayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller simple`)
};

/**
* | output |
* | --- |
* | "One-way" |
*
* @param {Lowcost_One_WayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_one_way = /** @type {((inputs?: Lowcost_One_WayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_One_WayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_one_way(inputs)
	return en_lowcost_one_way(inputs)
});