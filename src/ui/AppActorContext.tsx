import { createContext, useContext, type ReactNode } from 'react';
import type { AppActor } from '../app/createApp';

// Components never create actors: the root actor is made once at boot and handed down (DESIGN section 8).
const AppActorContext = createContext<AppActor | null>(null);

export function AppActorProvider({ actor, children }: { actor: AppActor; children: ReactNode }) {
  return <AppActorContext.Provider value={actor}>{children}</AppActorContext.Provider>;
}

export function useAppActor(): AppActor {
  const actor = useContext(AppActorContext);
  if (!actor) throw new Error('useAppActor must be used inside <AppActorProvider>');
  return actor;
}
