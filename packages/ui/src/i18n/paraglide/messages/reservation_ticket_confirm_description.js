/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, amount: NonNullable<unknown> }} Reservation_Ticket_Confirm_DescriptionInputs */

const en_reservation_ticket_confirm_description = /** @type {(inputs: Reservation_Ticket_Confirm_DescriptionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.amount} will be debited from the organization's balance and ${i?.count} ticket issued, one per traveler.`);
	return /** @type {LocalizedString} */ (`${i?.amount} will be debited from the organization's balance and ${i?.count} tickets issued, one per traveler.`)
	
};

const fr_reservation_ticket_confirm_description = /** @type {(inputs: Reservation_Ticket_Confirm_DescriptionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.amount} seront débités du solde de l'organisation et ${i?.count} billet émis, un par voyageur.`);
	return /** @type {LocalizedString} */ (`${i?.amount} seront débités du solde de l'organisation et ${i?.count} billets émis, un par voyageur.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{amount} will be debited from the organization's balance and {count} ticket issued, one per traveler." |
* | * | "{amount} will be debited from the organization's balance and {count} tickets issued, one per traveler." |
*
* @param {Reservation_Ticket_Confirm_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const reservation_ticket_confirm_description = /** @type {((inputs: Reservation_Ticket_Confirm_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reservation_Ticket_Confirm_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_reservation_ticket_confirm_description(inputs)
	return en_reservation_ticket_confirm_description(inputs)
});