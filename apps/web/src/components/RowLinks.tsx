// The details action of a table row, the same in every dashboard.
import { EyeIcon } from "./icons";
import { RowAction } from "./RowAction";

export function DetailsIconLink({ to, what }: { to: string; what: string }) {
  return <RowAction icon={<EyeIcon />} label="Details" what={`of ${what}`} to={to} />;
}
