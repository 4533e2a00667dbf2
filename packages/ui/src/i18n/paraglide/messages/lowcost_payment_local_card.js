/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Payment_Local_CardInputs */

const en_lowcost_payment_local_card = /** @type {(inputs: Lowcost_Payment_Local_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Local bank card (+2.3 %)`)
};

const fr_lowcost_payment_local_card = /** @type {(inputs: Lowcost_Payment_Local_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carte bancaire locale (+2,3 %)`)
};

/**
* | output |
* | --- |
* | "Local bank card (+2.3 %)" |
*
* @param {Lowcost_Payment_Local_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_payment_local_card = /** @type {((inputs?: Lowcost_Payment_Local_CardInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Payment_Local_CardInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_payment_local_card(inputs)
	return en_lowcost_payment_local_card(inputs)
});