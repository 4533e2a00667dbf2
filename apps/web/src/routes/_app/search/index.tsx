import { createFileRoute } from '@tanstack/react-router';
import { OneWaySearchPage } from '../../../flights/SearchPages';

export const Route = createFileRoute('/_app/search/')({ component: OneWaySearchPage });
