import { NotFoundPage } from '@comptoir/ui/kit';
import { useNavigate } from '@tanstack/react-router';
import { usePageTitle } from '../../page-title';

/** An unknown address: the app's name alone as title. */
export function AppNotFound() {
  const navigate = useNavigate();
  usePageTitle();
  return <NotFoundPage onReturnHome={() => void navigate({ to: '/' })} />;
}
