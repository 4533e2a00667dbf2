/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Cmd_Unknown_Passenger_TypeInputs */

const en_cmd_unknown_passenger_type = /** @type {(inputs: Cmd_Unknown_Passenger_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unknown passenger type "${i?.code}": use ADT, CNN (or CHD), INF or UNN.`)
};

const fr_cmd_unknown_passenger_type = /** @type {(inputs: Cmd_Unknown_Passenger_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Type de passager inconnu « ${i?.code} » : utilisez ADT, CNN (ou CHD), INF ou UNN.`)
};

/**
* | output |
* | --- |
* | "Unknown passenger type \"{code}\": use ADT, CNN (or CHD), INF or UNN." |
*
* @param {Cmd_Unknown_Passenger_TypeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_unknown_passenger_type = /** @type {((inputs: Cmd_Unknown_Passenger_TypeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cmd_Unknown_Passenger_TypeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cmd_unknown_passenger_type(inputs)
	return en_cmd_unknown_passenger_type(inputs)
});