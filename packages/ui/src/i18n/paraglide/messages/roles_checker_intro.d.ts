/**
* | output |
* | --- |
* | "A user may hold several roles, stored comma-separated (member,admin). A request passes when any one of them allows every action asked — or one of the actions..." |
*
* @param {Roles_Checker_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const roles_checker_intro: ((inputs?: Roles_Checker_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Roles_Checker_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Roles_Checker_IntroInputs = {};
