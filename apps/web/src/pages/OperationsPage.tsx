// /operations: the administrators' operations page (the server refuses anyone else).
import { PageMeta } from "../components/PageMeta";
import { OperationsView } from "../features/operations/OperationsView";

export function OperationsPage() {
  return (
    <>
      <PageMeta title="Operations" />
      <OperationsView />
    </>
  );
}
