/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Record_Fare_BasisInputs */

const en_record_fare_basis = /** @type {(inputs: Record_Fare_BasisInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fare basis ${i?.code}`)
};

const fr_record_fare_basis = /** @type {(inputs: Record_Fare_BasisInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Base tarifaire ${i?.code}`)
};

/**
* | output |
* | --- |
* | "Fare basis {code}" |
*
* @param {Record_Fare_BasisInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_fare_basis = /** @type {((inputs: Record_Fare_BasisInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Record_Fare_BasisInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_record_fare_basis(inputs)
	return en_record_fare_basis(inputs)
});