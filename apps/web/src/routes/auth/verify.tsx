import { createFileRoute } from '@tanstack/react-router';
import { VerifyPage } from './-components/VerifyPage';
import { pageTitle } from '../../page-title';

export const Route = createFileRoute('/auth/verify')({
  head: pageTitle('Two-factor verification'),
  component: VerifyPage,
});
