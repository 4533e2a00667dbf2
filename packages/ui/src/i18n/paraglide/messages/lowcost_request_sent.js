/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Lowcost_Request_SentInputs */

const en_lowcost_request_sent = /** @type {(inputs: Lowcost_Request_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Request on ${i?.reference} sent to the airline.`)
};

const fr_lowcost_request_sent = /** @type {(inputs: Lowcost_Request_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Demande sur ${i?.reference} envoyée à la compagnie.`)
};

/**
* | output |
* | --- |
* | "Request on {reference} sent to the airline." |
*
* @param {Lowcost_Request_SentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_request_sent = /** @type {((inputs: Lowcost_Request_SentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Request_SentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_request_sent(inputs)
	return en_lowcost_request_sent(inputs)
});