import type { Locator, Page } from '@playwright/test';

/** Types an airport code into a search form's From or To field and picks the airport it lists first. */
export async function chooseAirport(scope: Page | Locator, label: 'From' | 'To', code: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).fill(code);
  await scope
    .getByRole('option', { name: new RegExp(`^${code} `) })
    .first()
    .click();
}
