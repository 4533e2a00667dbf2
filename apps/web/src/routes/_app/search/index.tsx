import { createFileRoute } from '@tanstack/react-router';
import { OneWaySearchPage } from '../../../flights/OneWaySearchPage';
import { pageTitle } from '../../../page-title';

export const Route = createFileRoute('/_app/search/')({
  head: pageTitle('One-way search'),
  component: OneWaySearchPage,
});
