/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Lowcost_Message_CountInputs */

const en_lowcost_message_count = /** @type {(inputs: Lowcost_Message_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} message`);
	return /** @type {LocalizedString} */ (`${i?.count} messages`)
	
};

const fr_lowcost_message_count = /** @type {(inputs: Lowcost_Message_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} message`);
	return /** @type {LocalizedString} */ (`${i?.count} messages`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} message" |
* | * | "{count} messages" |
*
* @param {Lowcost_Message_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_message_count = /** @type {((inputs: Lowcost_Message_CountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Message_CountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_message_count(inputs)
	return en_lowcost_message_count(inputs)
});