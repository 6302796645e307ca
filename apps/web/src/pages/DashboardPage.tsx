// /dashboard: one page, three variants by role. RequireSession shows 'Loading...' until the
// session (and so the role) is known; each variant loads its own tables from the server.
import { useSession } from "../auth/useSession";
import { LoadingScreen } from "../components/LoadingScreen";
import { PageMeta } from "../components/PageMeta";
import { AdminDashboard } from "../features/dashboard/AdminDashboard";
import { CustomerDashboard } from "../features/dashboard/CustomerDashboard";
import { ProDashboard } from "../features/dashboard/ProDashboard";

export function DashboardPage() {
  return (
    <>
      <PageMeta title="Dashboard" />
      <DashboardForRole />
    </>
  );
}

function DashboardForRole() {
  const { user, isLoading } = useSession();
  if (isLoading || !user) return <LoadingScreen />;
  if (user.role === "ADMIN") return <AdminDashboard />;
  if (user.role === "PRO") return <ProDashboard user={user} />;
  return <CustomerDashboard user={user} />;
}
