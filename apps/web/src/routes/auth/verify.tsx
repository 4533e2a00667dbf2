import { createFileRoute } from '@tanstack/react-router';
import { VerifyPage } from './-components/VerifyPage';
import { m } from '@comptoir/ui/i18n/messages';
import { usePageTitle } from '../../page-title';

export const Route = createFileRoute('/auth/verify')({
  component: function Verify() {
    usePageTitle(m.auth_verify_title());
    return <VerifyPage />;
  },
});
