/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_CalendarInputs */

const en_lowcost_calendar = /** @type {(inputs: Lowcost_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Low-fare calendar`)
};

const fr_lowcost_calendar = /** @type {(inputs: Lowcost_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calendrier des petits prix`)
};

/**
* | output |
* | --- |
* | "Low-fare calendar" |
*
* @param {Lowcost_CalendarInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_calendar = /** @type {((inputs?: Lowcost_CalendarInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_CalendarInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_calendar(inputs)
	return en_lowcost_calendar(inputs)
});