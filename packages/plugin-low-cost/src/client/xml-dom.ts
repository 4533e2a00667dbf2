/**
 * The DOM implementation the airline's XML is read and written with: the browser's own (`DOMParser`,
 * `XMLSerializer`, `document.implementation`), or, where there is none (Node: the sandbox, the unit
 * tests), one provided where the simulated airline starts (`provideXmlDom`, `src/mock/node.ts`), so that
 * no XML library is bundled into the app.
 */

/** A node as the airline's XML reads it: an element, text, or anything else (skipped). */
export interface XmlNode {
  readonly nodeType: number;
  readonly nodeValue: string | null;
}

/** An attribute of an element. */
interface XmlAttribute {
  readonly name: string;
  readonly value: string;
}

/** An element, read or written. */
export interface XmlElement extends XmlNode {
  readonly nodeName: string;
  readonly localName: string | null;
  readonly namespaceURI: string | null;
  readonly textContent: string | null;
  readonly attributes: ArrayLike<XmlAttribute>;
  readonly childNodes: ArrayLike<XmlNode>;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  setAttributeNS(namespace: string, qualifiedName: string, value: string): void;
  appendChild(node: XmlNode): unknown;
}

/** A parsed or built document. */
export interface XmlDocument extends XmlNode {
  readonly documentElement: XmlElement | null;
  getElementsByTagNameNS(namespace: string, localName: string): ArrayLike<XmlElement>;
  createElementNS(namespace: string, qualifiedName: string): XmlElement;
  createTextNode(text: string): XmlNode;
}

/**
 * What the airline's XML needs of a DOM: the standard parser (a document that is not well-formed is
 * answered with a `parsererror` element, as browsers do: `PARSER_ERROR_NAMESPACES`), the standard
 * serializer, and a way to create an empty document.
 */
export interface XmlDom {
  readonly DOMParser: new () => { parseFromString(xml: string, type: 'application/xml'): XmlDocument };
  readonly XMLSerializer: new () => { serializeToString(node: XmlNode): string };
  readonly implementation: {
    createDocument(namespace: string, qualifiedName: string, doctype: null): XmlDocument;
  };
}

/**
 * The namespaces of the `parsererror` element browsers put in a document that is not well-formed:
 * XHTML's (Chromium, WebKit), Mozilla's (Firefox).
 */
export const PARSER_ERROR_NAMESPACES = [
  'http://www.w3.org/1999/xhtml',
  'http://www.mozilla.org/newlayout/xml/parsererror.xml',
] as const;

/** `Node.ELEMENT_NODE`, `TEXT_NODE` and `CDATA_SECTION_NODE`: the only nodes a message is read from. */
export const ELEMENT_NODE = 1;
export const TEXT_NODE = 3;
export const CDATA_SECTION_NODE = 4;

let provided: XmlDom | undefined;

/** Sets the DOM implementation of a runtime without one (Node), once, where the simulated airline starts. */
export function provideXmlDom(dom: XmlDom): void {
  provided = dom;
}

/**
 * The browser's DOM, where there is one: typed without the DOM library, which the sandbox's Node code
 * has not (`globalThis`, there in every runtime, keeps the type from being one of options only).
 */
const browser: {
  readonly globalThis: unknown;
  readonly DOMParser?: XmlDom['DOMParser'];
  readonly XMLSerializer?: XmlDom['XMLSerializer'];
  readonly document?: { readonly implementation: XmlDom['implementation'] };
} = globalThis;

/** The DOM the airline's XML goes through: the one provided, else the browser's. */
export function xmlDom(): XmlDom {
  if (provided !== undefined) return provided;
  const { DOMParser, XMLSerializer, document } = browser;
  if (DOMParser === undefined || XMLSerializer === undefined || document === undefined)
    throw new Error(
      "No DOM to read the airline's XML with: outside a browser, call provideXmlDom (see @comptoir/plugin-low-cost/mock/node) first.",
    );
  return { DOMParser, XMLSerializer, implementation: document.implementation };
}
