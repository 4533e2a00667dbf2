/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cmd_PassengersInputs */

const en_cmd_passengers = /** @type {(inputs: Cmd_PassengersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select valid passengers: inf and cnn travel with an adt, unn alone.`)
};

const fr_cmd_passengers = /** @type {(inputs: Cmd_PassengersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sélectionnez des passagers valides : les INF et CNN voyagent avec un ADT, les UNN seuls.`)
};

/**
* | output |
* | --- |
* | "Please select valid passengers: inf and cnn travel with an adt, unn alone." |
*
* @param {Cmd_PassengersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_passengers = /** @type {((inputs?: Cmd_PassengersInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cmd_PassengersInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cmd_passengers(inputs)
	return en_cmd_passengers(inputs)
});