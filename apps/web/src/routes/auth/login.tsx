import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from './-components/LoginPage';
import { pageTitle } from '../../page-title';

export const Route = createFileRoute('/auth/login')({
  head: pageTitle('Sign in'),
  component: LoginPage,
});
