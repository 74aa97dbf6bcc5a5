/**
 * Summarises the `node --cpu-prof` profiles in a directory (one per thread), keeping only the
 * samples between the times in `checkout-window.json` when it is there (the checkouts, not the
 * setup). For each thread: where the time went by module, i.e. a node_modules package, an app
 * file, Node's own code or V8's (GC, the compiler), as self time (the sampled function itself)
 * and total time (the module anywhere on the stack), in ms per checkout; then the functions with
 * the most self time.
 * Run by hand: `tsx bench/cpu-profile-summary.ts <dir>`; `checkout.ts` runs it after a profiled
 * run (BENCH_CPU_PROF).
 */
import fs from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

interface Window {
  startMicros: number;
  endMicros: number;
  checkouts: number;
}

const root = path.resolve(import.meta.dirname, '..');

/** The module a frame belongs to: a package, an app file, Node itself or V8's own work. */
export function moduleOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node:internal';
  const file = url.replace(/^file:\/\//, '');
  const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  if (packageMatch) return packageMatch[1]!;
  return path.relative(root, file.replace(/\?.*$/, ''));
}

interface ThreadSummary {
  file: string;
  sampledMs: number;
  byModule: Array<{ module: string; selfMs: number; totalMs: number }>;
  byFunction: Array<{ function: string; selfMs: number }>;
}

export function summariseProfile(file: string, window?: Window): ThreadSummary {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);

  // Each node's modules up its stack, computed once per node.
  const stackModules = new Map<number, Set<string>>();
  const modulesOn = (id: number): Set<string> => {
    let found = stackModules.get(id);
    if (found) return found;
    const node = byId.get(id)!;
    const up = parent.get(id);
    found = new Set(up === undefined ? [] : modulesOn(up));
    found.add(moduleOf(node.callFrame.url, node.callFrame.functionName));
    stackModules.set(id, found);
    return found;
  };

  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const functions = new Map<string, number>();
  let sampledMs = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index]!;
    // A sample stands for the time until the next one.
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    if (window && (at < window.startMicros || at > window.endMicros)) return;
    const node = byId.get(id)!;
    const { url, functionName, lineNumber } = node.callFrame;
    const module = moduleOf(url, functionName);
    if (module === '(idle)') return;
    sampledMs += ms;
    self.set(module, (self.get(module) ?? 0) + ms);
    for (const onStack of modulesOn(id)) {
      if (onStack === '(root)') continue;
      total.set(onStack, (total.get(onStack) ?? 0) + ms);
    }
    const name = `${functionName || '(anonymous)'} ${module}${url ? `:${lineNumber + 1}` : ''}`;
    functions.set(name, (functions.get(name) ?? 0) + ms);
  });
  const modules = new Set([...self.keys(), ...total.keys()]);
  return {
    file: path.basename(file),
    sampledMs,
    byModule: [...modules]
      .map((module) => ({ module, selfMs: self.get(module) ?? 0, totalMs: total.get(module) ?? 0 }))
      .sort((a, b) => b.selfMs - a.selfMs),
    byFunction: [...functions]
      .map(([name, selfMs]) => ({ function: name, selfMs }))
      .sort((a, b) => b.selfMs - a.selfMs),
  };
}

export async function summariseProfiles(dir: string, rows = 25): Promise<void> {
  const windowFile = path.join(dir, 'checkout-window.json');
  const window = fs.existsSync(windowFile)
    ? (JSON.parse(fs.readFileSync(windowFile, 'utf8')) as Window)
    : undefined;
  const per = window?.checkouts ? window.checkouts : 1;
  const unit = window?.checkouts ? 'ms/checkout' : 'ms';
  const round = (ms: number) => Math.round((ms / per) * 100) / 100;
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => path.join(dir, name));
  for (const file of files) {
    const summary = summariseProfile(file, window);
    if (summary.sampledMs === 0) continue;
    console.log(
      `\n${summary.file}: ${round(summary.sampledMs)} ${unit} sampled (not idle)${window ? `, ${window.checkouts} checkouts` : ''}`,
    );
    console.table(
      summary.byModule.slice(0, rows).map((m) => ({
        module: m.module,
        [`self ${unit}`]: round(m.selfMs),
        'self %': Math.round((m.selfMs / summary.sampledMs) * 1000) / 10,
        [`total ${unit}`]: round(m.totalMs),
        'total %': Math.round((m.totalMs / summary.sampledMs) * 1000) / 10,
      })),
    );
    console.table(
      summary.byFunction.slice(0, rows).map((f) => ({
        function: f.function,
        [`self ${unit}`]: round(f.selfMs),
        'self %': Math.round((f.selfMs / summary.sampledMs) * 1000) / 10,
      })),
    );
  }
}

if (import.meta.filename === path.resolve(process.argv[1] ?? '')) {
  await summariseProfiles(process.argv[2] ?? '.', Number(process.argv[3] ?? 25));
}
