/** fast-check arbitraries the flight-domain tests share. */
import fc from 'fast-check';

/** A party as the search form counts it: 0 to 9 of each passenger type, at least `minAdults` adults. */
export function passengerCountsArbitrary(minAdults = 0) {
  return fc.record({
    adt: fc.integer({ min: minAdults, max: 9 }),
    cnn: fc.integer({ min: 0, max: 9 }),
    inf: fc.integer({ min: 0, max: 9 }),
    unn: fc.integer({ min: 0, max: 9 }),
  });
}
