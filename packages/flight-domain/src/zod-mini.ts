/**
 * `zod/mini` with the English messages classic zod installs when it loads (`z.config(en())`): every
 * schema the app parses with is written in `zod/mini`, so that no page carries classic zod (the
 * first-load budget, docs/decisions/0025), and a message no schema words reads as classic zod words it
 * (the app never loads classic zod; the mock backend does).
 */
import { en } from 'zod/locales';
import { z } from 'zod/mini';

z.config(en());

export { z };
