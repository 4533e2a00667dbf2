/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ kind: NonNullable<unknown>, locator: NonNullable<unknown>, status: NonNullable<unknown> }} Reservation_RefusalInputs */

const en_reservation_refusal = /** @type {(inputs: Reservation_RefusalInputs) => LocalizedString} */ (i) => {
	if (i?.kind === "reservation-cancelled") return /** @type {LocalizedString} */ (`${i?.locator} is cancelled.`);
	if (i?.kind === "reservation-ticketed") return /** @type {LocalizedString} */ (`${i?.locator} is already ticketed.`);
	if (i?.kind === "reservation-already-cancelled") return /** @type {LocalizedString} */ (`${i?.locator} is already cancelled.`);
	if (i?.kind === "reservation-has-tickets") return /** @type {LocalizedString} */ (`${i?.locator} has issued tickets: void them before cancelling.`);
	if (i?.kind === "edit-cancelled") return /** @type {LocalizedString} */ (`${i?.locator} is cancelled: it can no longer be changed.`);
	return /** @type {LocalizedString} */ (`Only a booked reservation can be repriced; ${i?.locator} is ${i?.status}.`)
	
};

const fr_reservation_refusal = /** @type {(inputs: Reservation_RefusalInputs) => LocalizedString} */ (i) => {
	if (i?.kind === "reservation-cancelled") return /** @type {LocalizedString} */ (`${i?.locator} est annulée.`);
	if (i?.kind === "reservation-ticketed") return /** @type {LocalizedString} */ (`${i?.locator} est déjà émise.`);
	if (i?.kind === "reservation-already-cancelled") return /** @type {LocalizedString} */ (`${i?.locator} est déjà annulée.`);
	if (i?.kind === "reservation-has-tickets") return /** @type {LocalizedString} */ (`${i?.locator} a des billets émis : annulez-les (void) avant d'annuler la réservation.`);
	if (i?.kind === "edit-cancelled") return /** @type {LocalizedString} */ (`${i?.locator} est annulée : elle ne peut plus être modifiée.`);
	return /** @type {LocalizedString} */ (`Seule une réservation non émise peut être recalculée ; ${i?.locator} est au statut « ${i?.status} ».`)
	
};

/**
* | kind | output |
* | --- | --- |
* | "reservation-cancelled" | "{locator} is cancelled." |
* | "reservation-ticketed" | "{locator} is already ticketed." |
* | "reservation-already-cancelled" | "{locator} is already cancelled." |
* | "reservation-has-tickets" | "{locator} has issued tickets: void them before cancelling." |
* | "edit-cancelled" | "{locator} is cancelled: it can no longer be changed." |
* | * | "Only a booked reservation can be repriced; {locator} is {status}." |
*
* @param {Reservation_RefusalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const reservation_refusal = /** @type {((inputs: Reservation_RefusalInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reservation_RefusalInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_reservation_refusal(inputs)
	return en_reservation_refusal(inputs)
});