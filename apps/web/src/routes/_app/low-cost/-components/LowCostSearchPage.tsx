import {
  LOW_COST_AIRLINE,
  networkRows,
  searchDraft,
  type LowCostSearchPrefill,
} from '@comptoir/plugin-low-cost/rules';
import { LowCostHomeView, LowCostSearchForm } from '@comptoir/plugin-low-cost/views';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';

interface LowCostSearchPageProps {
  /** A search to start from, from the link. */
  prefill: LowCostSearchPrefill;
}

/** The airline's page with its search form, which opens the results with the search in the link. */
export function LowCostSearchPage({ prefill }: LowCostSearchPageProps) {
  const [draft, setDraft] = useState(() => searchDraft(prefill));
  const navigate = useNavigate();
  return (
    <LowCostHomeView
      airlineName={LOW_COST_AIRLINE.name}
      routes={networkRows()}
      search={
        <LowCostSearchForm
          value={draft}
          onChange={setDraft}
          onSubmit={(search) => void navigate({ to: '/low-cost/results', search })}
        />
      }
    />
  );
}
