/**
 * The locator field's check, in a module of its own that the field fetches when it is first focused: every
 * app page paints the field, few use it, so the check is no part of the shell's first load.
 */
export { parseLocatorInput } from '@comptoir/flight-domain';
