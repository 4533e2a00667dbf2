/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cmd_Help_Availability_AirlineInputs */

const en_cmd_help_availability_airline = /** @type {(inputs: Cmd_Help_Availability_AirlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The same, on airline AT only`)
};

const fr_cmd_help_availability_airline = /** @type {(inputs: Cmd_Help_Availability_AirlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La même recherche, sur la compagnie AT uniquement`)
};

/**
* | output |
* | --- |
* | "The same, on airline AT only" |
*
* @param {Cmd_Help_Availability_AirlineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_help_availability_airline = /** @type {((inputs?: Cmd_Help_Availability_AirlineInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cmd_Help_Availability_AirlineInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cmd_help_availability_airline(inputs)
	return en_cmd_help_availability_airline(inputs)
});