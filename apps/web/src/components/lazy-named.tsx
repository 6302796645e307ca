import { type ComponentType, lazy } from "react";

/** An element of a module's named component, the module loaded (React.lazy) the first time it renders. */
export function lazyNamed<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  const Loaded = lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await load())[name] }));
  return <Loaded />;
}
