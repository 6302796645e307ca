// The tabs of a dashboard section: pills, which wrap tidily on a phone, and panels that
// mount only when shown (each panel's table loads its own page from the server).
import { Tabs } from "@mantine/core";
import type { ReactNode } from "react";

export interface DashboardTab {
  value: string;
  label: string;
  panel: ReactNode;
}

export function DashboardTabs({ label, tabs }: { label: string; tabs: DashboardTab[] }) {
  return (
    <Tabs defaultValue={tabs[0]?.value ?? null} keepMounted={false} variant="pills" radius="xl">
      <Tabs.List mb="md" aria-label={label}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value} fw={600}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value}>
          {tab.panel}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
