import { createFileRoute } from '@tanstack/react-router';
import { MultiCitySearchPage } from '../../../flights/SearchPages';

export const Route = createFileRoute('/_app/search/multi-city')({ component: MultiCitySearchPage });
