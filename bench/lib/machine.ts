import fs from 'node:fs';

/*
 * This machine is shared (other test runs, builds): a benchmark that ignores that reports noise
 * as regressions. The meter measures how much CPU went to processes other than the bench and the
 * server under test while a server was measured.
 */

/** Busy and total jiffies of the whole machine, from the first line of /proc/stat. */
function machineTicks(): { busy: number; total: number } {
  const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  const idle = fields[3] + (fields[4] ?? 0); // idle + iowait
  return { busy: total - idle, total };
}

/** user + system jiffies of one process (fields 14 and 15 of /proc/<pid>/stat; the name may hold spaces). */
function processTicks(pid: number | 'self'): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** Starts measuring; the returned function gives the share of all CPUs other processes used since (percent). */
export function otherCpuMeter(serverPid: number): () => number {
  const ours = () => processTicks('self') + processTicks(serverPid);
  const startMachine = machineTicks();
  const startOurs = ours();
  return () => {
    const machine = machineTicks();
    const others = machine.busy - startMachine.busy - (ours() - startOurs);
    return Math.max(0, Math.round((others / Math.max(1, machine.total - startMachine.total)) * 100));
  };
}
