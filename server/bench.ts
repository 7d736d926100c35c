/**
 * `npx tsx server/bench.ts`: start-up time, memory and search latency of the
 * local service, as quoted in server/README.md.
 */
import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { setTimeout as sleep } from 'node:timers/promises';
import { defaultOptions, startServer } from './app';
import { loadCorpus } from './corpus';
import { warmUp } from './hadith-store';
import { buildIndexData } from './index-builder';

const SERVER_DIR = dirname(fileURLToPath(import.meta.url));

/** English and Arabic, with and without diacritics, one to four words, rare and common, later pages. */
const QUERIES: [string, Record<string, string>?][] = [
  ['intentions'],
  ['intention'],
  ['prayer'],
  ['fasting ramadan'],
  ['charity'],
  ['the'],
  ['messenger of allah said'],
  ['paradise'],
  ['hellfire'],
  ['camel'],
  ['ablution'],
  ['neighbour'],
  ['mother'],
  ['patience'],
  ['honey'],
  ['Jibril'],
  ['dajjal'],
  ['siwak'],
  ['zakat gold silver'],
  ['night prayer witr'],
  ['riba usury'],
  ['adultery stoning'],
  ['jihad'],
  ['knowledge seeking'],
  ['Abu Huraira narrated'],
  ['Ḥadīth'],
  ['ÉCRIT'],
  ['pray', { page: '2' }],
  ['prayer', { page: '5', limit: '50' }],
  ['the', { page: '100' }],
  ['allah', { limit: '100' }],
  ['mercy', { page: '3' }],
  ['بِالنِّيَّاتِ'],
  ['بالنيات'],
  ['الصَّلَاةُ'],
  ['الصلاة'],
  ['رسول الله'],
  ['صَلَّى اللَّهُ عَلَيْهِ وَسَلَّمَ'],
  ['أبو هريرة'],
  ['ابو هريره'],
  ['الجنة'],
  ['مكة'],
  ['الزكاة', { page: '2' }],
  ['حدثنا', { page: '10' }],
  ['إنما الأعمال'],
  ['رمضان'],
  ['prière', { language: 'fr' }],
  ['намаз', { language: 'ru' }],
  ['الصلاة', { language: 'xx' }],
  ['zzzzqx'],
];

async function startupMs(): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, [
    '--import',
    'tsx',
    join(SERVER_DIR, 'main.ts'),
    '--port',
    '0',
  ]);
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening on')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  const elapsed = performance.now() - started;
  child.kill();
  return elapsed;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;
// A collection before reading the live figures, so they exclude garbage left by loading.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** RSS as the OS sees it, and the live data once collections have freed loading's garbage. */
async function memory(): Promise<string> {
  const { rss } = process.memoryUsage();
  // Buffers are released a cycle after the objects that held them: collect twice.
  for (let cycle = 0; cycle < 2; cycle++) {
    collectGarbage();
    await sleep(100);
  }
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return `RSS ${mb(rss)} (live after GC: heap ${mb(heapUsed)}, buffers ${mb(arrayBuffers)})`;
}
const ms = (value: number) => `${value.toFixed(1)} ms`;

const startups = [];
for (let run = 0; run < 3; run++) startups.push(await startupMs());
console.log(`start-up (process start to "listening on"), median of 3: ${ms(median(startups))}`);

const dataDir = resolve(defaultOptions().dataDir);
const rssBefore = process.memoryUsage().rss;
const server = await startServer({ port: 0, dataDir, rate: { limit: 1e9, windowSeconds: 60 } });
let started = performance.now();
await warmUp(dataDir, 'en');
console.log(
  `loading en (corpus, index, random pool; index cache warm): ${ms(performance.now() - started)}`,
);
console.log(`memory: RSS ${mb(rssBefore)} before start; after loading en: ${await memory()}`);

async function timedSearch(q: string, params: Record<string, string> = {}): Promise<number> {
  const url = `${server.url}/v1/hadiths/search?${new URLSearchParams({ q, ...params })}`;
  const begin = performance.now();
  const response = await fetch(url, { headers: { Authorization: 'Bearer demo-key' } });
  await response.json();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - begin;
}

async function timedPass(queries: typeof QUERIES): Promise<string> {
  const latencies = [];
  for (const [q, params] of queries) latencies.push(await timedSearch(q, params));
  const sorted = [...latencies].sort((a, b) => a - b);
  return (
    `${queries.length} queries: median ${ms(median(latencies))}, ` +
    `p90 ${ms(sorted[Math.floor(sorted.length * 0.9)]!)}, max ${ms(sorted.at(-1)!)}`
  );
}

const english = QUERIES.filter(([, params]) => params?.language === undefined);
console.log(`search over HTTP, first run, English: ${await timedPass(english)}`);
console.log(`memory after searching en: ${await memory()}`);
// Other languages load on their first query: load them before timing.
for (const [q, params] of QUERIES) await timedSearch(q, params);
console.log(`search over HTTP, all loaded: ${await timedPass(QUERIES)}`);
console.log(`memory with en, fr, ru and ar loaded: ${await memory()}`);
await server.close();

const corpus = (await loadCorpus(dataDir, 'en'))!;
started = performance.now();
await buildIndexData(corpus.size, (doc) => {
  const record = corpus.record(doc);
  return [record.translation.text, record.arabicText];
});
console.log(`building the en index without the cache: ${ms(performance.now() - started)}`);
