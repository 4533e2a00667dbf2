/**
 * XML as an agent reads it: re-indented one element a line (an element holding only text stays on one
 * line), and split into tokens to colour. A few lines of our own rather than a library: the airline's
 * messages are plain OTA XML (no DTDs, no mixed content), and a general highlighter would add a
 * grammar engine and an HTML string to inject. Text that is not XML is kept as it is: a malformed
 * answer is shown as the airline sent it.
 */

/** The parts of an XML text: comments, CDATA, declarations, tags, and the text between them. */
const PARTS = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<[?!][\s\S]*?>|<\/?[^<>]+>|[^<]+|</g;

const INDENT = '  ';

/**
 * Re-indents XML, two spaces a level.
 *
 * @example
 * prettyPrintXml('<a><b x="1">hi</b><c/></a>') // '<a>\n  <b x="1">hi</b>\n  <c/>\n</a>'
 */
export function prettyPrintXml(xml: string): string {
  const parts = xml.match(PARTS) ?? [];
  const lines: string[] = [];
  let depth = 0;
  // Whether the last line is a start tag whose element has had no child element yet.
  let open = false;
  const push = (text: string) => lines.push(`${INDENT.repeat(Math.max(0, depth))}${text}`);
  const appendToLast = (text: string) => {
    lines[lines.length - 1] = `${lines.at(-1) ?? ''}${text}`;
  };
  for (const [index, part] of parts.entries()) {
    if (part.startsWith('</')) {
      depth -= 1;
      if (open) appendToLast(part);
      else push(part);
      open = false;
    } else if (/^<[^?!/][\s\S]*[^/]>$|^<[^?!/]>$/.test(part)) {
      push(part);
      depth += 1;
      open = true;
    } else if (part.startsWith('<')) {
      push(part);
      open = false;
    } else {
      const text = part.trim();
      if (text === '') continue;
      if (open && parts[index + 1]?.startsWith('</') === true) appendToLast(text);
      else {
        push(text);
        open = false;
      }
    }
  }
  return lines.join('\n');
}

/** What a piece of XML is, for its colour. */
export type XmlTokenKind = 'punctuation' | 'tag' | 'attribute' | 'value' | 'text' | 'comment';

export interface XmlToken {
  kind: XmlTokenKind;
  text: string;
}

const ATTRIBUTE = /(\s+)([^\s=/>]+)(\s*=\s*)?("[^"]*"|'[^']*')?/gy;

function tagTokens(tag: string): XmlToken[] {
  const head = /^(<\/?)([^\s/>]+)/.exec(tag);
  if (head === null) return [{ kind: 'text', text: tag }];
  const [, opening = '', name = ''] = head;
  const tokens: XmlToken[] = [
    { kind: 'punctuation', text: opening },
    { kind: 'tag', text: name },
  ];
  const closing = tag.endsWith('/>') ? '/>' : '>';
  const middle = tag.slice(head[0].length, tag.length - closing.length);
  ATTRIBUTE.lastIndex = 0;
  let consumed = 0;
  for (let match = ATTRIBUTE.exec(middle); match !== null; match = ATTRIBUTE.exec(middle)) {
    const [all, space = '', attribute = '', equals = '', value = ''] = match;
    tokens.push({ kind: 'text', text: space }, { kind: 'attribute', text: attribute });
    if (equals !== '') tokens.push({ kind: 'punctuation', text: equals });
    if (value !== '') tokens.push({ kind: 'value', text: value });
    consumed += all.length;
  }
  if (consumed < middle.length) tokens.push({ kind: 'text', text: middle.slice(consumed) });
  tokens.push({ kind: 'punctuation', text: closing });
  return tokens;
}

/**
 * Splits XML into coloured tokens; joined, they give back the text exactly.
 *
 * @example
 * tokenizeXml('<a x="1">hi</a>').map((token) => token.kind)
 * // ['punctuation', 'tag', 'text', 'attribute', 'punctuation', 'value', 'punctuation', 'text', 'punctuation', 'tag', 'punctuation']
 */
export function tokenizeXml(xml: string): XmlToken[] {
  return (xml.match(PARTS) ?? []).flatMap((part): XmlToken[] => {
    if (part.startsWith('<!--')) return [{ kind: 'comment', text: part }];
    if (/^<[?!]/.test(part)) return [{ kind: 'punctuation', text: part }];
    if (part.startsWith('<') && part.length > 1) return tagTokens(part);
    return [{ kind: 'text', text: part }];
  });
}
