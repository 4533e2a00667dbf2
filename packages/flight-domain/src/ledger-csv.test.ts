import { describe, expect, it } from 'vitest';
import { ledgerCsv, ledgerCsvFileName } from './ledger-csv';

const entry = {
  id: 'B1',
  organizationId: 'org',
  amount: 123456,
  balanceAfter: 123456,
  kind: 'credit',
  description: 'Top-up',
  reference: 'VIR-1',
  createdAt: '2026-01-05T09:00:00+01:00',
} as const;

describe('ledgerCsv', () => {
  it('writes one line per entry with decimal commas and semicolons', () => {
    expect(ledgerCsv([entry])).toBe(
      'Date;Kind;Description;Reference;Author;Amount (MAD);Balance after (MAD)\r\n' +
        '2026-01-05T09:00:00+01:00;Top-up;Top-up;VIR-1;;1234,56;1234,56\r\n',
    );
  });

  it('quotes fields that need it and writes small and negative amounts', () => {
    const line = ledgerCsv([
      { ...entry, kind: 'debit', amount: -5, balanceAfter: 0, description: 'Fee; "urgent"', author: 'Salma' },
    ]).split('\r\n')[1];
    expect(line).toBe('2026-01-05T09:00:00+01:00;Debit;"Fee; ""urgent""";VIR-1;Salma;-0,05;0,00');
  });

  it('names the file after the organization and the day', () => {
    expect(ledgerCsvFileName('Menara Travel Marrakech', '2026-11-25')).toBe(
      'ledger-menara-travel-marrakech-2026-11-25.csv',
    );
    expect(ledgerCsvFileName('Éole & Fils', '2026-01-01')).toBe('ledger-eole-fils-2026-01-01.csv');
  });
});
