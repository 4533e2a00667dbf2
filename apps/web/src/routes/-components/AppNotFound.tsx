import { NotFoundPage } from '@comptoir/ui/kit';
import { useNavigate } from '@tanstack/react-router';

export function AppNotFound() {
  const navigate = useNavigate();
  return <NotFoundPage onReturnHome={() => void navigate({ to: '/' })} />;
}
