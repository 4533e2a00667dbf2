/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ airport: NonNullable<unknown> }} Cmd_Same_AirportsInputs */

const en_cmd_same_airports = /** @type {(inputs: Cmd_Same_AirportsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.airport} is both where the flight leaves from and where it goes to.`)
};

const fr_cmd_same_airports = /** @type {(inputs: Cmd_Same_AirportsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.airport} est à la fois l'aéroport de départ et celui d'arrivée.`)
};

/**
* | output |
* | --- |
* | "{airport} is both where the flight leaves from and where it goes to." |
*
* @param {Cmd_Same_AirportsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_same_airports = /** @type {((inputs: Cmd_Same_AirportsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cmd_Same_AirportsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cmd_same_airports(inputs)
	return en_cmd_same_airports(inputs)
});