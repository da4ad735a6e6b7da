import { createContext, type ReactNode, useContext } from 'react';
import type { SignedInUser, UserRole } from '#contract/schemas/auth.ts';

const CurrentUserContext = createContext<SignedInUser | null>(null);

/** The signed-in staff member, provided by the admin layout once the session is confirmed. */
export function CurrentUserProvider({ user, children }: { user: SignedInUser; children: ReactNode }) {
  return <CurrentUserContext.Provider value={user}>{children}</CurrentUserContext.Provider>;
}

export function useCurrentUser(): SignedInUser {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser must be used inside the admin layout');
  return user;
}

/** What each role may open; the server enforces the same rules on every route. */
export function canAccess(role: UserRole, need: 'content' | 'admin'): boolean {
  return need === 'content' || role === 'admin';
}
