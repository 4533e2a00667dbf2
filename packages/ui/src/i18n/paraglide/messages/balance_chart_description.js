/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, name: NonNullable<unknown> }} Balance_Chart_DescriptionInputs */

const en_balance_chart_description = /** @type {(inputs: Balance_Chart_DescriptionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.name}: closing balance of each day it moved (${i?.count} day).`);
	return /** @type {LocalizedString} */ (`${i?.name}: closing balance of each day it moved (${i?.count} days).`)
	
};

const fr_balance_chart_description = /** @type {(inputs: Balance_Chart_DescriptionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.name} : solde de clôture de chaque jour où il a varié (${i?.count} jour).`);
	return /** @type {LocalizedString} */ (`${i?.name} : solde de clôture de chaque jour où il a varié (${i?.count} jours).`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{name}: closing balance of each day it moved ({count} day)." |
* | * | "{name}: closing balance of each day it moved ({count} days)." |
*
* @param {Balance_Chart_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const balance_chart_description = /** @type {((inputs: Balance_Chart_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Balance_Chart_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_balance_chart_description(inputs)
	return en_balance_chart_description(inputs)
});