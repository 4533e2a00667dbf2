import { documentTitle, type StartupConfig } from '@comptoir/flight-domain';

/**
 * The `head` of a page titled `page`, then the app's name (`VITE_APP_TITLE`); the root's `<HeadContent />`
 * writes it, the deepest route's title winning.
 *
 * @example
 * head: ({ match }) => titleHead(`Results ${label}`, match.context.config)
 */
export function titleHead(page: string | undefined, config: StartupConfig) {
  return { meta: [{ title: documentTitle(page, config.appTitle) }] };
}

/**
 * A route's `head` for a page whose title does not depend on its data: its message, read when the head is
 * (at each navigation, and when a change of language invalidates the router), in the interface's language.
 *
 * @example
 * createFileRoute('/_app/tickets/')({ head: pageTitle(m.tickets_title), component: TicketsPage })
 */
export function pageTitle(page?: () => string) {
  return ({ match }: { match: { context: { config: StartupConfig } } }) =>
    titleHead(page?.(), match.context.config);
}
