/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ airline: NonNullable<unknown>, email: NonNullable<unknown>, phone: NonNullable<unknown>, opens: NonNullable<unknown>, closes: NonNullable<unknown> }} Lowcost_Policy_DeskInputs */

const en_lowcost_policy_desk = /** @type {(inputs: Lowcost_Policy_DeskInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.airline} agency desk: ${i?.email}, ${i?.phone}, every day, ${i?.opens}–${i?.closes} Morocco time.`)
};

const fr_lowcost_policy_desk = /** @type {(inputs: Lowcost_Policy_DeskInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Service agences ${i?.airline} : ${i?.email}, ${i?.phone}, tous les jours, ${i?.opens}–${i?.closes} heure du Maroc.`)
};

/**
* | output |
* | --- |
* | "{airline} agency desk: {email}, {phone}, every day, {opens}–{closes} Morocco time." |
*
* @param {Lowcost_Policy_DeskInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_policy_desk = /** @type {((inputs: Lowcost_Policy_DeskInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Policy_DeskInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_policy_desk(inputs)
	return en_lowcost_policy_desk(inputs)
});