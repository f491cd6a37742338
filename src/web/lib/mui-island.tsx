import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

type Wrapper = ComponentType<{ children: ReactNode }>;

const Unwrapped: Wrapper = ({ children }) => children;
const MuiIslandContext = createContext<Wrapper>(Unwrapped);

/** The app hands in the wrapper that loads MUI's theme (src/web/app/providers.tsx). */
export const MuiIslandProvider = MuiIslandContext.Provider;

/**
 * A part drawn with MUI on a page drawn without it (the sign-in page's second step and OpenID Connect button):
 * MUI's theme loads with it (docs/decisions/0029-sign-in-page-without-mui.md). Without a provider (inside MUI's
 * theme already) it adds nothing.
 */
export function MuiIsland({ children }: { children: ReactNode }) {
  const Wrap = useContext(MuiIslandContext);
  return <Wrap>{children}</Wrap>;
}
