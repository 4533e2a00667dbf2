/* global document, window, requestAnimationFrame */
/**
 * The benchmark's page: renders OfferResults with the offers the script serves, inside Radix's Theme as
 * the app does. `window.mountOffers(count)` loads `count` offers, `window.setPaymentMethod(method)` prices
 * them for another payment method, `window.timeToNextFrame(change)` times a change to its frame;
 * `window.benchReady` says it is up.
 */
import { Theme } from '@radix-ui/themes';
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import '../src/styles.css';
import { OfferResults } from '../src/search/OfferResults/OfferResults.tsx';

const root = createRoot(document.getElementById('root'));

/** What the page shows: the offers and the payment method their prices include. */
let shown = { offers: [], paymentMethod: 'local-bank-card' };

function render() {
  root.render(
    createElement(
      Theme,
      { accentColor: 'indigo', grayColor: 'slate' },
      createElement(
        'div',
        { style: { padding: 16 } },
        createElement(OfferResults, {
          key: String(shown.offers.length),
          offers: shown.offers,
          paymentMethod: shown.paymentMethod,
          onBook: () => undefined,
          listHeight: '760px',
        }),
      ),
    ),
  );
}

window.mountOffers = async (count) => {
  const response = await fetch(`/__bench/offers.json?count=${String(count)}`);
  shown = { offers: await response.json(), paymentMethod: 'local-bank-card' };
  render();
  return shown.offers.length;
};

/**
 * Another payment method, rendered at once, as the results page's select renders its choice (a discrete
 * event's update): every price, and the summaries the sorts read, change with its surcharge.
 */
window.setPaymentMethod = (paymentMethod) => {
  shown = { ...shown, paymentMethod };
  flushSync(render);
};

/**
 * Runs `change`, then resolves with the milliseconds until the next frame is painted: requestAnimationFrame
 * runs before the frame's style, layout and paint; the message after it runs once that frame is done.
 */
window.timeToNextFrame = (change) =>
  new Promise((resolve) => {
    const start = performance.now();
    change();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now() - start);
      channel.port2.postMessage(null);
    });
  });

render();
window.benchReady = true;
