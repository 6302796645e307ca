// What the figures were measured on: they mean little without it.
import os from "node:os";

export interface MachineInfo {
  cpuModel: string;
  cores: number;
  memoryGiB: number;
  os: string;
  node: string;
  /** ISO date and time the run started. */
  startedAt: string;
  /** 1-minute load average when the run started and when it ended: other work on the cores. */
  loadAtStart: number;
  loadAtEnd: number;
  postgres: string | null;
  pglite: string | null;
}

export function describeMachine(): MachineInfo {
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model.trim() ?? "unknown",
    cores: cpus.length,
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    startedAt: new Date().toISOString(),
    loadAtStart: os.loadavg()[0] ?? 0,
    loadAtEnd: 0,
    postgres: null,
    pglite: null,
  };
}

export const currentLoad = () => os.loadavg()[0] ?? 0;
