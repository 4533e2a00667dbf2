import { createFileRoute } from '@tanstack/react-router';
import { SetupTwoFactorPage } from './-components/SetupTwoFactorPage';

export const Route = createFileRoute('/auth/setup-2fa')({ component: SetupTwoFactorPage });
