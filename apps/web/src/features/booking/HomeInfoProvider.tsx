// What the visitor chose in the home page's quick booking bar. The header's Book Now link
// carries it as router state `homeInfo` (null when nothing was chosen), as the spec asks.
import type { QuickRequestInput } from "@primp/core";
import { createContext, type ReactNode, useContext, useMemo, useState } from "react";

export type HomeInfo = QuickRequestInput;

/** Router state of every link to /book-now. */
export interface BookNowState {
  homeInfo: HomeInfo | null;
}

interface HomeInfoContextValue {
  homeInfo: HomeInfo | null;
  setHomeInfo: (homeInfo: HomeInfo | null) => void;
}

const HomeInfoContext = createContext<HomeInfoContextValue | null>(null);

export function HomeInfoProvider({ children }: { children: ReactNode }) {
  const [homeInfo, setHomeInfo] = useState<HomeInfo | null>(null);
  const value = useMemo(() => ({ homeInfo, setHomeInfo }), [homeInfo]);
  return <HomeInfoContext.Provider value={value}>{children}</HomeInfoContext.Provider>;
}

export function useHomeInfo(): HomeInfoContextValue {
  const value = useContext(HomeInfoContext);
  if (!value) throw new Error("useHomeInfo must be used inside <HomeInfoProvider>");
  return value;
}
