/* global document, window */
/**
 * The benchmark's page: renders OfferResults with the offers the script serves, inside Radix's Theme as
 * the app does. `window.mountOffers(count)` loads `count` offers; `window.benchReady` says it is up.
 */
import { Theme } from '@radix-ui/themes';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import '../src/styles.css';
import { OfferResults } from '../src/search/OfferResults/OfferResults.tsx';

const root = createRoot(document.getElementById('root'));

function render(offers) {
  root.render(
    createElement(
      Theme,
      { accentColor: 'indigo', grayColor: 'slate' },
      createElement(
        'div',
        { style: { padding: 16 } },
        createElement(OfferResults, {
          key: String(offers.length),
          offers,
          paymentMethod: 'local-bank-card',
          onBook: () => undefined,
          listHeight: '760px',
        }),
      ),
    ),
  );
}

window.mountOffers = async (count) => {
  const response = await fetch(`/__bench/offers.json?count=${String(count)}`);
  const offers = await response.json();
  render(offers);
  return offers.length;
};

render([]);
window.benchReady = true;
