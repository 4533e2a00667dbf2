/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cmd_Rt_Takes_LocatorInputs */

const en_cmd_rt_takes_locator = /** @type {(inputs: Cmd_Rt_Takes_LocatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RT takes a locator.`)
};

const fr_cmd_rt_takes_locator = /** @type {(inputs: Cmd_Rt_Takes_LocatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RT attend un PNR.`)
};

/**
* | output |
* | --- |
* | "RT takes a locator." |
*
* @param {Cmd_Rt_Takes_LocatorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_rt_takes_locator = /** @type {((inputs?: Cmd_Rt_Takes_LocatorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cmd_Rt_Takes_LocatorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cmd_rt_takes_locator(inputs)
	return en_cmd_rt_takes_locator(inputs)
});