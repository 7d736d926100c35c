import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { median, round } from './stats';

/**
 * Where a page's time goes before its first paint, read from a Chromium
 * trace: the page's main thread from navigation start to the frame that
 * painted `identifier` (Element Timing), each event's own time (its duration
 * less its children's) put in the phase its name, or its nearest named
 * parent's, belongs to: `loading` is the navigation, the page's requests and
 * its script context; `tasks` the time tasks spend in no finer event. What the
 * thread spends outside any event is `idle`: waiting for the browser process,
 * the disk or a frame.
 */

export const PHASES = [
  'loading',
  'parse',
  'script',
  'style',
  'layout',
  'paint',
  'font',
  'tasks',
  'other',
  'idle',
] as const;
type Phase = (typeof PHASES)[number];

const PHASE_OF: Record<string, Phase> = {
  ParseHTML: 'parse',
  ParseAuthorStyleSheet: 'style',
  EvaluateScript: 'script',
  'v8.compile': 'script',
  'v8.compileModule': 'script',
  'v8.evaluateModule': 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  MajorGC: 'script',
  MinorGC: 'script',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  'Blink.Paint.UpdateTime': 'paint',
  Commit: 'paint',
  DecodeFont: 'font',
  RunTask: 'tasks',
};

/** Navigation, requests and the script context's creation, by their events' names. */
const LOADING = /Resource|URLLoader|DocumentLoader|Navigation|Response|Request|WindowProxy|Context/;

function phaseOf(name: string): Phase | undefined {
  return PHASE_OF[name] ?? (LOADING.test(name) ? 'loading' : undefined);
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { documentLoaderURL?: string } };
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'loading',
  'v8',
  'blink',
];

async function collect(session: CDPSession, during: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  session.on('Tracing.dataCollected', ({ value }) =>
    events.push(...(value as unknown as TraceEvent[])),
  );
  const complete = new Promise((resolve) => session.once('Tracing.tracingComplete', resolve));
  await session.send('Tracing.start', {
    traceConfig: { includedCategories: CATEGORIES },
    transferMode: 'ReportEvents',
  });
  await during();
  await session.send('Tracing.end');
  await complete;
  return events;
}

/** Each phase's milliseconds on the main thread between `start` and `end` (µs, trace clock). */
function phases(events: TraceEvent[], start: number, end: number): Record<Phase, number> {
  const totals = Object.fromEntries(PHASES.map((phase) => [phase, 0])) as Record<Phase, number>;
  const inWindow = events
    .filter((e) => e.ph === 'X' && e.dur !== undefined && e.ts >= start && e.ts < end)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const open: { end: number; phase: Phase; children: number; own: number }[] = [];
  let busy = 0;
  const close = (upTo: number) => {
    for (let done = open.at(-1); done !== undefined && done.end <= upTo; done = open.at(-1)) {
      open.pop();
      totals[done.phase] += Math.max(0, done.own - done.children) / 1000;
    }
  };
  for (const event of inWindow) {
    close(event.ts);
    const dur = Math.min(event.dur!, end - event.ts);
    const parent = open.at(-1);
    if (parent === undefined) busy += dur;
    else parent.children += dur;
    open.push({
      end: event.ts + dur,
      phase: phaseOf(event.name) ?? parent?.phase ?? 'other',
      children: 0,
      own: dur,
    });
  }
  close(Infinity);
  totals.idle = Math.max(0, end - start - busy) / 1000;
  return totals;
}

/**
 * Opens `url` in a new tab of `context` with tracing on; answers the paint
 * time of `identifier` (ms from navigation start) and its phases.
 */
export async function tracedOpening(
  context: BrowserContext,
  url: string,
  identifier: string,
  { prepare, settle }: Pick<Opening, 'prepare' | 'settle'> = {},
): Promise<{ paintMs: number; phases: Record<Phase, number> }> {
  const page = await context.newPage();
  await prepare?.(page);
  const session = await context.newCDPSession(page);
  let paintMs = 0;
  let address = url;
  const events = await collect(session, async () => {
    await page.goto(url);
    // Where it landed: chrome://newtab/ is the extension's page.
    address = page.url();
    paintMs = await page.evaluate(
      (id) =>
        new Promise<number>((resolve) =>
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              identifier: string;
              renderTime: number;
            })[]) {
              if (entry.identifier === id) resolve(entry.renderTime);
            }
          }).observe({ type: 'element', buffered: true }),
        ),
      identifier,
    );
  });
  await session.detach();
  await settle?.(page);
  await page.close();
  const path = new URL(address).pathname;
  const navigation = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.includes(path),
  );
  if (navigation === undefined) throw new Error(`no navigation to ${path} in the trace`);
  const main = events.find(
    (e) =>
      e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === navigation.pid,
  );
  const thread = events.filter((e) => e.pid === navigation.pid && e.tid === main?.tid);
  return { paintMs, phases: phases(thread, navigation.ts, navigation.ts + paintMs * 1000) };
}

/** A page and its static copy to trace, and what each opening needs before and after. */
export interface Opening {
  context: BrowserContext;
  page: string;
  staticPage: string;
  /** The Element Timing identifier of what the first paint is waited for. */
  identifier: string;
  /** Before navigation, e.g. the window's size. */
  prepare?: (page: Page) => Promise<void>;
  /** Once the page (not its static copy) has painted, before it is closed. */
  settle?: (page: Page) => Promise<void>;
  /** Around each opening of the static copy, e.g. to put it in the new tab's place. */
  aroundStatic?: <T>(during: () => Promise<T>) => Promise<T>;
}

/**
 * `<prefix>.trace.<phase>_ms` and `<prefix>.trace_static.<phase>_ms`: the
 * medians of `rounds` traced openings of the page and of its static copy,
 * alternately (tracing slows both: these say where the time goes, the
 * untraced figures how much there is).
 */
export async function firstPaintBreakdown(
  prefix: string,
  rounds: number,
  open: Opening,
): Promise<Record<string, number>> {
  const runs: Record<'trace' | 'trace_static', Record<Phase, number>[]> = {
    trace: [],
    trace_static: [],
  };
  for (let round = 0; round < rounds; round++) {
    for (const [kind, url] of [
      ['trace', open.page],
      ['trace_static', open.staticPage],
    ] as const) {
      const settle = kind === 'trace' ? open.settle : undefined;
      const opening = () => tracedOpening(open.context, url, open.identifier, { ...open, settle });
      const around = kind === 'trace_static' ? open.aroundStatic : undefined;
      const traced = await (around === undefined ? opening() : around(opening));
      runs[kind].push(traced.phases);
    }
  }
  const figures: Record<string, number> = {};
  for (const [kind, list] of Object.entries(runs)) {
    for (const phase of PHASES) {
      figures[`${prefix}.${kind}.${phase}_ms`] = round(median(list.map((run) => run[phase]!)));
    }
  }
  return figures;
}
