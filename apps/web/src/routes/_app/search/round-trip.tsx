import { createFileRoute } from '@tanstack/react-router';
import { RoundTripSearchPage } from '../../../flights/SearchPages';

export const Route = createFileRoute('/_app/search/round-trip')({ component: RoundTripSearchPage });
