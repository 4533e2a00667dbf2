/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Workbench_Leave_DescriptionInputs */

const en_workbench_leave_description = /** @type {(inputs: Workbench_Leave_DescriptionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`The workbench has ${i?.count} pending change. Leaving discards them: commit them first to keep them.`);
	return /** @type {LocalizedString} */ (`The workbench has ${i?.count} pending changes. Leaving discards them: commit them first to keep them.`)
	
};

const fr_workbench_leave_description = /** @type {(inputs: Workbench_Leave_DescriptionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`L'espace de travail a ${i?.count} modification en attente. Quitter la page l'abandonne : validez-la d'abord pour la garder.`);
	return /** @type {LocalizedString} */ (`L'espace de travail a ${i?.count} modifications en attente. Quitter la page les abandonne : validez-les d'abord pour les garder.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The workbench has {count} pending change. Leaving discards them: commit them first to keep them." |
* | * | "The workbench has {count} pending changes. Leaving discards them: commit them first to keep them." |
*
* @param {Workbench_Leave_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_leave_description = /** @type {((inputs: Workbench_Leave_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workbench_Leave_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workbench_leave_description(inputs)
	return en_workbench_leave_description(inputs)
});