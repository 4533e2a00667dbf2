import { createFileRoute } from '@tanstack/react-router';
import { VerifyPage } from './-components/VerifyPage';
import { pageTitle } from '../../page-title';
import { m } from '@comptoir/ui/i18n/messages';

export const Route = createFileRoute('/auth/verify')({
  head: pageTitle(m.auth_verify_title),
  component: VerifyPage,
});
