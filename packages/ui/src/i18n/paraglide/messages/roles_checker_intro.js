/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roles_Checker_IntroInputs */

const en_roles_checker_intro = /** @type {(inputs: Roles_Checker_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A user may hold several roles, stored comma-separated (member,admin). A request passes when any one of them allows every action asked — or one of the actions, when OR is asked. The roles are split on commas as stored: with a space, “ admin” is no role.`)
};

const fr_roles_checker_intro = /** @type {(inputs: Roles_Checker_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un utilisateur peut avoir plusieurs rôles, enregistrés séparés par des virgules (member,admin). Une demande passe quand l'un d'eux autorise toutes les actions demandées — ou l'une d'elles, quand OU est demandé. Les rôles sont séparés aux virgules tels qu'enregistrés : précédé d'une espace, « admin » n'est pas un rôle.`)
};

/**
* | output |
* | --- |
* | "A user may hold several roles, stored comma-separated (member,admin). A request passes when any one of them allows every action asked — or one of the actions..." |
*
* @param {Roles_Checker_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const roles_checker_intro = /** @type {((inputs?: Roles_Checker_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roles_Checker_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_roles_checker_intro(inputs)
	return en_roles_checker_intro(inputs)
});