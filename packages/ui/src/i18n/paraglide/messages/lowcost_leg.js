/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ direction: NonNullable<unknown>, route: NonNullable<unknown> }} Lowcost_LegInputs */

const en_lowcost_leg = /** @type {(inputs: Lowcost_LegInputs) => LocalizedString} */ (i) => {
	if (i?.direction === "outbound") return /** @type {LocalizedString} */ (`Outbound: ${i?.route}`);
	return /** @type {LocalizedString} */ (`Return: ${i?.route}`)
	
};

const fr_lowcost_leg = /** @type {(inputs: Lowcost_LegInputs) => LocalizedString} */ (i) => {
	if (i?.direction === "outbound") return /** @type {LocalizedString} */ (`Aller : ${i?.route}`);
	return /** @type {LocalizedString} */ (`Retour : ${i?.route}`)
	
};

/**
* | direction | output |
* | --- | --- |
* | "outbound" | "Outbound: {route}" |
* | * | "Return: {route}" |
*
* @param {Lowcost_LegInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_leg = /** @type {((inputs: Lowcost_LegInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_LegInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_leg(inputs)
	return en_lowcost_leg(inputs)
});