import { deriveAuthState, type AuthState } from '@comptoir/flight-domain';
import { useQuery } from '@tanstack/react-query';
import { createContext, use, type ReactNode } from 'react';
import { sessionQuery } from './session';

const AuthContext = createContext<AuthState | null>(null);

/** Provides the auth context of SPEC §3 from the session query. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { data, isPending } = useQuery(sessionQuery());
  return (
    <AuthContext value={deriveAuthState({ session: data ?? null, isLoading: isPending })}>
      {children}
    </AuthContext>
  );
}

/** The auth context. Outside an AuthProvider it throws (SPEC §8). */
export function useAuth(): AuthState {
  const auth = use(AuthContext);
  if (!auth) throw new Error('useAuth must be used within an AuthProvider');
  return auth;
}
