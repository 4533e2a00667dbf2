/**
 * The members' call, apart: /queues fetches its code when "Assign to…" first opens, so that the page's
 * first load does not share the members page's code (decision 0046).
 */
export { usersApi } from '@comptoir/api';
