/**
 * The simulated airline in Node (the sandbox, the unit tests): Node has no DOM, so the airline's XML is
 * read and written with @xmldom/xmldom, provided here, where the simulated airline starts. Browsers
 * (the app, Storybook) use their own DOM and never load this module.
 */
import { DOMImplementation, DOMParser, ParseError, XMLSerializer } from '@xmldom/xmldom';
import { z } from 'zod/mini';
import { PARSER_ERROR_NAMESPACES, provideXmlDom, type XmlDocument } from '../client/xml-dom';

const implementation = new DOMImplementation();

/** Where xmldom stopped (its lines and columns count from 1; before the first, 0: the start). */
const locatorSchema = z.object({ lineNumber: z.number(), columnNumber: z.number() });

/**
 * xmldom's parser, made as strict as a browser's: anything it would only warn about or work around
 * stops it, and what is wrong is answered as browsers do, a `parsererror` document worded as Chromium
 * words it ("error on line 1 at column 35: …"), instead of thrown.
 */
class StrictDOMParser {
  parseFromString(xml: string, type: 'application/xml'): XmlDocument {
    let first: string | undefined;
    const parser = new DOMParser({
      onError: (_level, message) => {
        first ??= message;
        throw new Error(message);
      },
    });
    try {
      return parser.parseFromString(xml, type);
    } catch (error) {
      if (!(error instanceof ParseError)) throw error;
      const where = locatorSchema.safeParse(error.locator);
      const [line, column] = where.success ? [where.data.lineNumber, where.data.columnNumber] : [1, 1];
      const document = implementation.createDocument(PARSER_ERROR_NAMESPACES[0], 'parsererror', null);
      document.documentElement?.appendChild(
        document.createTextNode(
          `error on line ${String(Math.max(1, line))} at column ${String(Math.max(1, column))}: ${first ?? error.message}`,
        ),
      );
      return document;
    }
  }
}

/** Provides xmldom to the airline's XML: call once, where the simulated airline starts in Node. */
export function provideNodeXmlDom(): void {
  provideXmlDom({ DOMParser: StrictDOMParser, XMLSerializer, implementation });
}
