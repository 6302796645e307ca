// /dashboard: one page, three variants by role. RequireSession shows 'Loading...' until the
// session (and so the role) is known; each variant loads its own tables from the server.
import { useSession } from "../auth/useSession";
import { LoadingScreen } from "../components/LoadingScreen";
import { AdminDashboard } from "../features/dashboard/AdminDashboard";
import { CustomerDashboard } from "../features/dashboard/CustomerDashboard";
import { ProDashboard } from "../features/dashboard/ProDashboard";
import { usePageTitle } from "../hooks/usePageTitle";

export function DashboardPage() {
  usePageTitle("Dashboard");
  const { user, isLoading } = useSession();
  if (isLoading || !user) return <LoadingScreen />;
  if (user.role === "ADMIN") return <AdminDashboard />;
  if (user.role === "PRO") return <ProDashboard user={user} />;
  return <CustomerDashboard user={user} />;
}
