/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Lowcost_NetworkInputs */

const en_lowcost_network = /** @type {(inputs: Lowcost_NetworkInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Network (${i?.count} route)`);
	return /** @type {LocalizedString} */ (`Network (${i?.count} routes)`)
	
};

const fr_lowcost_network = /** @type {(inputs: Lowcost_NetworkInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Réseau (${i?.count} ligne)`);
	return /** @type {LocalizedString} */ (`Réseau (${i?.count} lignes)`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Network ({count} route)" |
* | * | "Network ({count} routes)" |
*
* @param {Lowcost_NetworkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_network = /** @type {((inputs: Lowcost_NetworkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_NetworkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_network(inputs)
	return en_lowcost_network(inputs)
});