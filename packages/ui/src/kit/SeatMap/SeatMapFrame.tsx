import { Flex, Heading } from '@radix-ui/themes';
import type { ReactNode } from 'react';

/** The seat map's outer box; `data-step` says whether seats are being chosen or reviewed. */
export function SeatMapFrame({ step, children }: { step: 'select' | 'review'; children: ReactNode }) {
  return (
    <Flex direction="column" gap={step === 'select' ? '4' : '3'} data-slot="seat-map" data-step={step}>
      {children}
    </Flex>
  );
}

/** The flight and aircraft the seats are on. */
export function SeatMapTitle({ children }: { children: ReactNode }) {
  return (
    <Heading as="h3" size="4">
      {children}
    </Heading>
  );
}
