/** The unit tests run in Node, where the simulated airline's XML goes through xmldom (`node.ts`). */
import { provideNodeXmlDom } from './node';

provideNodeXmlDom();
