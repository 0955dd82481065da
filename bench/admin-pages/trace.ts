import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { sourcePlace, type CallFrame } from '../lib/sourceMaps.ts';

// `bench:admin-pages --trace`: where the page's main thread spends the time from the navigation to the
// painted orders row, from a Chromium trace (the events DevTools' Performance panel shows), in the
// categories DevTools sums them into. Tracing slows the page a little, so traced visits are not timed ones.

/** The user-timing mark the page sets when the first orders row has been painted (see `notePaintedRow`). */
export const PAINTED_MARK = 'orders-row-painted';

const CATEGORIES = [
  '__metadata',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'loading',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.gc',
  // The V8 sampler's chunks, on the trace's clock: which functions ran inside each long task.
  'disabled-by-default-v8.cpu_profiler',
];

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  /** A thread's name (`thread_name` metadata); a CPU profile's start and its chunks of samples. */
  args?: { name?: string; data?: ProfileData };
}

interface ProfileData {
  startTime?: number;
  cpuProfile?: {
    nodes?: { id: number; parent?: number; callFrame: CallFrame }[];
    samples?: number[];
  };
  timeDeltas?: number[];
}

/** The main thread's CPU samples from the trace's profile chunks: when (trace µs) and which function. */
function samplesOf(events: TraceEvent[], pid: number, tid: number, name: (frame: CallFrame) => string) {
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (!profile?.id) return [];
  const frames = new Map<number, string>();
  const samples: { ts: number; fn: string }[] = [];
  let ts = profile.args?.data?.startTime ?? 0;
  for (const chunk of events.filter(
    (e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === profile.id,
  )) {
    const data = chunk.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) frames.set(node.id, name(node.callFrame));
    (data?.cpuProfile?.samples ?? []).forEach((node, i) => {
      ts += data?.timeDeltas?.[i] ?? 0;
      samples.push({ ts, fn: frames.get(node) ?? '?' });
    });
  }
  return samples;
}

/** What each trace event's own time counts as, by its name (as DevTools groups them). */
const KINDS: [string, RegExp][] = [
  ['garbage collection', /GC|Scavenge|MarkCompact|Sweep/],
  [
    'compile and parse JS',
    /^(v8\.compile|v8\.compileModule|V8\.CompileCode|v8\.parseOnBackground|v8\.produce(Module)?Cache|CacheScript|v8\.deserializeOnBackground|V8\.DeserializeContext)/,
  ],
  [
    'script',
    /^(EvaluateScript|v8\.evaluateModule|FunctionCall|RunMicrotasks|TimerFire|FireAnimationFrame|EventDispatch|v8\.callFunction|v8\.run|V8\.Execute|XHRReadyStateChange|FireIdleCallback|TimerInstall|RequestAnimationFrame)$/,
  ],
  [
    'style',
    /^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|ScheduleStyleRecalculation|InvalidateLayout)$/,
  ],
  [
    'layout',
    /^(Layout|UpdateLayerTree|PrePaint|HitTest|IntersectionObserverController::computeIntersections)$/,
  ],
  ['paint and composite', /^(Paint|PaintImage|CompositeLayers|Commit|Layerize|UpdateLayer|Decode Image)$/],
  ['parse HTML', /^ParseHTML$/],
];
const kindOf = (name: string) => KINDS.find(([, pattern]) => pattern.test(name))?.[0] ?? 'other';

/**
 * Runs `visit` (a navigation or reload that ends once the row is painted) under the tracer and sums the main
 * thread's own time per kind between the navigation's start and the painted-row mark.
 */
export async function traceVisit(
  browser: Browser,
  page: Page,
  dist: string,
  visit: () => Promise<void>,
): Promise<string> {
  await browser.startTracing(page, { categories: CATEGORIES });
  await visit();
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] })
    .traceEvents;
  // The page's renderer: the one whose painted-row mark is in the trace.
  const painted = events.filter((e) => e.name === PAINTED_MARK).at(-1);
  if (!painted) return '    (no painted-row mark in the trace)';
  const main = events.find(
    (e) =>
      e.pid === painted.pid && e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  // The window is the page's own clock: from its time origin (the navigation's start, before index.html is
  // asked for and the page it replaces unloaded) to the mark, whose trace time and page time are one instant.
  const paintedAt = await page.evaluate(
    (mark) => performance.getEntriesByName(mark).at(-1)?.startTime ?? NaN,
    PAINTED_MARK,
  );
  if (!Number.isFinite(paintedAt)) return '    (the painted-row mark is not on the page)';
  const to = painted.ts;
  const from = to - paintedAt * 1000;
  const own = new Map<string, number>();
  /** Own time of the events that fit no kind, by name: where `other` comes from. */
  const unnamed = new Map<string, number>();
  // Own time: an event's duration less its children's (events on one thread nest), clipped to the window.
  const spans = events
    .filter((e) => e.ph === 'X' && e.pid === painted.pid && e.tid === (main?.tid ?? painted.tid) && e.dur)
    .map((e) => ({ name: e.name, from: e.ts, to: e.ts + e.dur! }))
    .sort((a, b) => a.from - b.from || b.to - a.to);
  const clip = (a: number, b: number) => Math.max(0, Math.min(b, to) - Math.max(a, from));
  const stack: { name: string; to: number; children: number; from: number }[] = [];
  /** Each span's own time and kind, for the long tasks' split below. */
  const owned: { from: number; kind: string; self: number }[] = [];
  const close = (span: (typeof stack)[number]) => {
    const self = Math.max(0, clip(span.from, span.to) - span.children);
    const kind = kindOf(span.name);
    owned.push({ from: span.from, kind, self });
    own.set(kind, (own.get(kind) ?? 0) + self);
    if (kind === 'other') unnamed.set(span.name, (unnamed.get(span.name) ?? 0) + self);
  };
  for (const span of spans) {
    while (stack.length && stack.at(-1)!.to <= span.from) close(stack.pop()!);
    const parent = stack.at(-1);
    if (parent) parent.children += clip(span.from, span.to);
    stack.push({ ...span, children: 0 });
  }
  while (stack.length) close(stack.pop()!);
  // The main thread's long tasks (top-level spans of 15 ms or more) in the window: when each ran, what kind of
  // work filled it, and the functions the sampler saw most in it (self time, read back through the source
  // maps). This is where a reload's time goes between its requests.
  const name = (frame: CallFrame) => {
    const { file, name: fn } = sourcePlace(join(dist, 'assets'), frame);
    return `${fn}${file ? ` ${file.split('/').slice(-2).join('/')}` : ''}`;
  };
  const samples = samplesOf(events, painted.pid, main?.tid ?? painted.tid, name);
  const ms = (us: number) => (us / 1000).toFixed(0);
  const tasks: string[] = [];
  let reach = 0;
  for (const span of spans) {
    if (span.from < reach || span.to <= from || span.from >= to) continue;
    reach = span.to;
    if (span.to - span.from < 15_000) continue;
    const kinds = new Map<string, number>();
    for (const e of owned.filter((o) => o.from >= span.from && o.from < span.to)) {
      kinds.set(e.kind, (kinds.get(e.kind) ?? 0) + e.self);
    }
    const fns = new Map<string, number>();
    const mine = samples.filter((x) => x.ts >= span.from && x.ts < span.to);
    mine.forEach((x, i) => {
      const next = mine[i + 1]?.ts ?? span.to;
      fns.set(x.fn, (fns.get(x.fn) ?? 0) + (next - x.ts));
    });
    const top = (m: Map<string, number>, n: number) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([k, us]) => `${k} ${ms(us)}`)
        .join(', ');
    tasks.push(
      `      at ${ms(span.from - from)} ms, ${ms(span.to - span.from)} ms: ${top(kinds, 4)}\n        functions: ${top(fns, 6)}`,
    );
  }
  const requests = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => !/\/assets\//.test(e.name))
      .map(
        (e) =>
          `${new URL(e.name).pathname} ${e.startTime.toFixed(0)}–${(e as PerformanceResourceTiming).responseEnd.toFixed(0)}`,
      )
      .join(', '),
  );
  const window = (to - from) / 1000;
  const busy = [...own.values()].reduce((sum, us) => sum + us, 0) / 1000;
  const parts = [...own]
    .sort((a, b) => b[1] - a[1])
    .map(([kind, us]) => `${kind} ${(us / 1000).toFixed(1)}`)
    .join(', ');
  const others = [...unnamed]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([name, us]) => `${name} ${(us / 1000).toFixed(1)}`)
    .join(', ');
  const nav = await page.evaluate(() => {
    const n = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return n
      ? [n.fetchStart, n.requestStart, n.responseStart, n.responseEnd, n.unloadEventStart, n.unloadEventEnd]
      : [];
  });
  const [fetchStart, requestStart, responseStart, responseEnd, unloadStart, unloadEnd] = nav.map((t) =>
    (t ?? 0).toFixed(0),
  );
  return [
    `    index.html: fetch at ${fetchStart} ms, request ${requestStart}, response ${responseStart}–${responseEnd}; old page unloaded ${unloadStart}–${unloadEnd}`,
    `    navigation → painted row ${window.toFixed(0)} ms: main thread busy ${busy.toFixed(0)} ms (${parts}), idle ${(window - busy).toFixed(0)} ms`,
    `    other, by event: ${others}`,
    `    requests (ms from navigation): ${requests}`,
    `    long tasks (own time by kind; functions by samples, self):`,
    ...tasks,
  ].join('\n');
}
