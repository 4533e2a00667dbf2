/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Kit_Date_CalendarInputs */

const en_kit_date_calendar = /** @type {(inputs: Kit_Date_CalendarInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: calendar`)
};

const fr_kit_date_calendar = /** @type {(inputs: Kit_Date_CalendarInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} : calendrier`)
};

/**
* | output |
* | --- |
* | "{label}: calendar" |
*
* @param {Kit_Date_CalendarInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const kit_date_calendar = /** @type {((inputs: Kit_Date_CalendarInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Kit_Date_CalendarInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_kit_date_calendar(inputs)
	return en_kit_date_calendar(inputs)
});