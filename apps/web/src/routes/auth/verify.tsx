import { createFileRoute } from '@tanstack/react-router';
import { VerifyPage } from './-components/VerifyPage';

export const Route = createFileRoute('/auth/verify')({ component: VerifyPage });
