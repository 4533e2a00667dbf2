/**
 * Started by the entry (`main.tsx`) on every page's first load, and ended once done: the formats made on
 * another thread, whose locale data is then the page's too (docs/decisions/0080).
 */
import { prepareFormats } from '@comptoir/flight-domain';

prepareFormats();
close();
