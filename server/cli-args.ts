import { parseArgs } from 'node:util';
import type { ServerOptions } from './app';

export const USAGE = `Usage: npm run serve -- [options]

  --port N        port to listen on (default 8787; 0 = a free port)
  --key KEY       an accepted API key; repeat for several (default demo-key)
  --data DIR      the shared data folder (default $HADITH_DATA_DIR or ../shared/data)
  --wire MODE     production (answers as the real service, default) or bare (the published contract)
  --rate N/S      N requests per S seconds per key (default 60/60)
  --daily N       N accepted requests per key per UTC day (default: no cap)
  --faults        fault injection for tests, steered at /__faults from 127.0.0.1
  --explanations FILE
                  serve the AI explanations in FILE (production's shape); without it they answer 503
  --help          show this help`;

/** A command line that cannot be run: the message says which flag and why. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export type CliCommand = { help: true } | { help: false; options: Partial<ServerOptions> };

export function parseCliArgs(args: string[]): CliCommand {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        key: { type: 'string', multiple: true },
        data: { type: 'string' },
        wire: { type: 'string' },
        rate: { type: 'string' },
        daily: { type: 'string' },
        faults: { type: 'boolean' },
        explanations: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return { help: true };

  const options: Partial<ServerOptions> = {};
  if (values.port !== undefined) options.port = integerFlag('--port', values.port, 0, 65535);
  if (values.key !== undefined) {
    const bad = values.key.find((key) => !/^\S+$/.test(key));
    if (bad !== undefined) throw new UsageError(`--key must be a non-empty word, got "${bad}"`);
    options.keys = values.key;
  }
  if (values.data !== undefined) options.dataDir = values.data;
  if (values.wire !== undefined) {
    if (values.wire !== 'production' && values.wire !== 'bare') {
      throw new UsageError(`--wire must be production or bare, got "${values.wire}"`);
    }
    options.wire = values.wire;
  }
  if (values.rate !== undefined) {
    const match = /^(\d+)\/(\d+)$/.exec(values.rate);
    if (!match) throw new UsageError(`--rate must look like 60/60 (N/S), got "${values.rate}"`);
    options.rate = {
      limit: integerFlag('--rate requests', match[1]!, 1, 1e9),
      windowSeconds: integerFlag('--rate seconds', match[2]!, 1, 86400),
    };
  }
  if (values.daily !== undefined) options.daily = integerFlag('--daily', values.daily, 0, 1e9);
  if (values.faults) options.faults = true;
  if (values.explanations !== undefined) options.explanations = values.explanations;
  return { help: false, options };
}

function integerFlag(flag: string, value: string, min: number, max: number): number {
  const number = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!(number >= min && number <= max)) {
    throw new UsageError(`${flag} must be an integer from ${min} to ${max}, got "${value}"`);
  }
  return number;
}
