/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cmd_Help_AvailabilityInputs */

const en_cmd_help_availability = /** @type {(inputs: Cmd_Help_AvailabilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One-way flights from CMN to CDG on 15 December`)
};

const fr_cmd_help_availability = /** @type {(inputs: Cmd_Help_AvailabilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vols aller simple de CMN à CDG le 15 décembre`)
};

/**
* | output |
* | --- |
* | "One-way flights from CMN to CDG on 15 December" |
*
* @param {Cmd_Help_AvailabilityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_help_availability = /** @type {((inputs?: Cmd_Help_AvailabilityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cmd_Help_AvailabilityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cmd_help_availability(inputs)
	return en_cmd_help_availability(inputs)
});