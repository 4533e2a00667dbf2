import { createFileRoute } from '@tanstack/react-router';

/**
 * The low-cost plugin's prefix (SPEC §2), in the route tree of every build: a build without the plugin
 * leaves out the pages below it (docs/decisions/0023), and its paths then end here, under the app's
 * guard, which sends them to /.
 */
export const Route = createFileRoute('/_app/low-cost')({});
