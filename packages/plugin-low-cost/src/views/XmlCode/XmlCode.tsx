import { useMemo } from 'react';
import { prettyPrintXml, tokenizeXml, type XmlTokenKind } from './xml-format';

/** Each token's colour: Radix scales the app loads, step 11 (text contrast on both themes). */
const TOKEN_COLOR: Record<XmlTokenKind, string | undefined> = {
  punctuation: 'var(--gray-11)',
  tag: 'var(--indigo-11)',
  attribute: 'var(--violet-11)',
  value: 'var(--green-11)',
  text: undefined,
  comment: 'var(--gray-10)',
};

export interface XmlCodeProps {
  /** The XML as exchanged; shown re-indented, coloured. */
  xml: string;
  /** Names the block for assistive technology, e.g. "Request XML". */
  label: string;
}

/** An XML message pretty-printed with its syntax coloured, scrolling sideways rather than wrapping. */
export function XmlCode({ xml, label }: XmlCodeProps) {
  const tokens = useMemo(() => tokenizeXml(prettyPrintXml(xml)), [xml]);
  return (
    <pre
      aria-label={label}
      data-slot="xml-code"
      // Scrollable, so reachable with the keyboard (axe: scrollable-region-focusable).
      tabIndex={0}
      className="m-0 max-h-[28rem] overflow-auto rounded-[var(--radius-3)] p-3 text-[12px] leading-5"
      style={{ background: 'var(--gray-2)', boxShadow: 'inset 0 0 0 1px var(--gray-a5)' }}
    >
      <code>
        {tokens.map((token, index) =>
          TOKEN_COLOR[token.kind] === undefined ? (
            token.text
          ) : (
            // Tokens never move: their index is their identity.
            <span key={index} style={{ color: TOKEN_COLOR[token.kind] }}>
              {token.text}
            </span>
          ),
        )}
      </code>
    </pre>
  );
}
