/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, time: NonNullable<unknown> }} Lowcost_Held_UntilInputs */

const en_lowcost_held_until = /** @type {(inputs: Lowcost_Held_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unpaid, ${i?.amount}: held until ${i?.time}, then released by the airline.`)
};

const fr_lowcost_held_until = /** @type {(inputs: Lowcost_Held_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Non payée, ${i?.amount} : en option jusqu'au ${i?.time}, puis annulée par la compagnie.`)
};

/**
* | output |
* | --- |
* | "Unpaid, {amount}: held until {time}, then released by the airline." |
*
* @param {Lowcost_Held_UntilInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_held_until = /** @type {((inputs: Lowcost_Held_UntilInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Held_UntilInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_held_until(inputs)
	return en_lowcost_held_until(inputs)
});