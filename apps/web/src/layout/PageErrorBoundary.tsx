// What the data router's errorElement did, for the declarative router (routes/router.tsx says
// why that one): a page that throws while rendering, or whose code cannot be loaded, is shown as
// RouteErrorPage inside the header and footer, and the next address renders afresh.
import { Component, type ReactNode } from "react";
import { RouteErrorPage } from "./RouteErrorPage";

interface Props {
  /** The address shown: when it changes, a caught error belongs to the page left behind. */
  pathname: string;
  children: ReactNode;
}

interface State {
  /** The error a page threw, and the address it threw on (known from the render after). */
  caught: { error: unknown; pathname: string | null } | null;
}

export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { caught: null };

  static getDerivedStateFromError(error: unknown): State {
    return { caught: { error, pathname: null } };
  }

  static getDerivedStateFromProps({ pathname }: Props, { caught }: State): State | null {
    if (caught === null || caught.pathname === pathname) return null;
    // Just caught: remember where. Otherwise the visitor has left the failed page.
    return caught.pathname === null ? { caught: { ...caught, pathname } } : { caught: null };
  }

  override render() {
    return this.state.caught ? <RouteErrorPage error={this.state.caught.error} /> : this.props.children;
  }
}
