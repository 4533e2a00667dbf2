/**
 * `zod/mini` with the English messages classic zod installs when it loads (`z.config(en())`): the
 * schemas that route files and the session guard parse with in the app's entry are written in `zod/mini`,
 * so that the entry carries no classic zod (issue 27, docs/decisions/0025), and a message no schema words
 * reads the same whether classic zod has loaded yet or not.
 */
import { en } from 'zod/locales';
import { z } from 'zod/mini';

z.config(en());

export { z };
