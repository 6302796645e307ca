// /availability: a pro's own hours, time off and area; /availability?id= for an administrator
// editing any pro's. Anyone else is told it is for professionals (the server refuses them too).
import { Alert } from "@mantine/core";
import type { AvailabilitySettings } from "@primp/core";
import { useSession } from "../auth/useSession";
import { PageFrame, QueryState, useIdParam } from "../components/PageFrame";
import { PageMeta } from "../components/PageMeta";
import { AvailabilityForm } from "../features/availability/AvailabilityForm";
import { type RouterOutputs, trpc } from "../trpc";

export const AVAILABILITY_FOR_PROS =
  "Availability is for professionals. Please sign in with your professional account.";

type AvailabilityView = RouterOutputs["availability"]["mine"];

const settingsOf = ({ timeZone: _zone, isSet: _set, ...settings }: AvailabilityView): AvailabilitySettings => settings;

function NotYetSet({ view }: { view: AvailabilityView }) {
  if (view.isSet) return null;
  return (
    <Alert color="plum" variant="light" title="These are the starting hours">
      {view.homeZip
        ? "Until you save, customers are offered Monday to Saturday, 9 A.M. to 6 P.M., around the ZIP code you " +
          "applied with. Check them and save."
        : "Customers cannot book your times until you enter your home ZIP code and save."}
    </Alert>
  );
}

function OwnAvailability() {
  const utils = trpc.useUtils();
  const query = trpc.availability.mine.useQuery();
  const save = trpc.availability.saveMine.useMutation({
    onSuccess: (saved) => {
      utils.availability.mine.setData(undefined, saved);
      void utils.pro.me.invalidate();
    },
  });
  return (
    <QueryState isPending={query.isPending} error={query.error}>
      {() =>
        query.data && (
          <>
            <NotYetSet view={query.data} />
            <AvailabilityForm
              initial={settingsOf(query.data)}
              timeZone={query.data.timeZone}
              saving={save.isPending}
              onSave={save.mutateAsync}
            />
          </>
        )
      }
    </QueryState>
  );
}

function ProAvailabilityForAdmin({ proUserId }: { proUserId: string }) {
  const utils = trpc.useUtils();
  const query = trpc.availability.ofPro.useQuery({ proUserId });
  const profile = trpc.pro.profile.useQuery({ userId: proUserId });
  const save = trpc.availability.saveForPro.useMutation({
    onSuccess: (saved) => utils.availability.ofPro.setData({ proUserId }, saved),
  });
  const name = profile.data?.name ?? "this professional";
  return (
    <QueryState isPending={query.isPending} error={query.error}>
      {() =>
        query.data && (
          <>
            <Alert color="gray" variant="light">
              You are editing the availability of {name}.
            </Alert>
            <NotYetSet view={query.data} />
            <AvailabilityForm
              initial={settingsOf(query.data)}
              timeZone={query.data.timeZone}
              saving={save.isPending}
              onSave={(settings) => save.mutateAsync({ proUserId, settings })}
            />
          </>
        )
      }
    </QueryState>
  );
}

export function AvailabilityPage() {
  const { user } = useSession();
  const proUserId = useIdParam();
  return (
    <PageFrame title="Availability">
      <PageMeta title="Availability" />
      {user?.role === "PRO" ? (
        <OwnAvailability />
      ) : user?.role === "ADMIN" && proUserId ? (
        <ProAvailabilityForAdmin proUserId={proUserId} />
      ) : (
        <Alert color="red" variant="light" role="alert">
          {AVAILABILITY_FOR_PROS}
        </Alert>
      )}
    </PageFrame>
  );
}
