/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Record_AircraftInputs */

const en_record_aircraft = /** @type {(inputs: Record_AircraftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aircraft ${i?.code}`)
};

const fr_record_aircraft = /** @type {(inputs: Record_AircraftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Appareil ${i?.code}`)
};

/**
* | output |
* | --- |
* | "Aircraft {code}" |
*
* @param {Record_AircraftInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_aircraft = /** @type {((inputs: Record_AircraftInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Record_AircraftInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_record_aircraft(inputs)
	return en_record_aircraft(inputs)
});