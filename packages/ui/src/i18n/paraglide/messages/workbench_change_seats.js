/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ seats: NonNullable<unknown> }} Workbench_Change_SeatsInputs */

const en_workbench_change_seats = /** @type {(inputs: Workbench_Change_SeatsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seats ${i?.seats}`)
};

const fr_workbench_change_seats = /** @type {(inputs: Workbench_Change_SeatsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sièges ${i?.seats}`)
};

/**
* | output |
* | --- |
* | "Seats {seats}" |
*
* @param {Workbench_Change_SeatsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_change_seats = /** @type {((inputs: Workbench_Change_SeatsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workbench_Change_SeatsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workbench_change_seats(inputs)
	return en_workbench_change_seats(inputs)
});