/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Balance_Organization_LedgerInputs */

const en_balance_organization_ledger = /** @type {(inputs: Balance_Organization_LedgerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ledger`)
};

const fr_balance_organization_ledger = /** @type {(inputs: Balance_Organization_LedgerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Grand livre de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "{name} ledger" |
*
* @param {Balance_Organization_LedgerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const balance_organization_ledger = /** @type {((inputs: Balance_Organization_LedgerInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Balance_Organization_LedgerInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_balance_organization_ledger(inputs)
	return en_balance_organization_ledger(inputs)
});