import { startServer } from './app';
import { USAGE, UsageError, parseCliArgs } from './cli-args';
import { DataDirError } from './corpus';
import { ExplanationsFileError } from './explanations';
import { FAULTS_PATH } from './faults/control';
import { stopWithParent } from './parent-watch';

/** `npm run serve -- [flags]`: the local Hadith service from the command line. */
async function main(): Promise<void> {
  const command = parseCliArgs(process.argv.slice(2));
  if (command.help) {
    console.log(USAGE);
    return;
  }
  const { options } = command;
  const server = await startServer(options);
  console.log(`listening on ${server.url}`);
  console.log(`keys: ${(options.keys ?? ['demo-key']).join(', ')}`);
  if (server.faults) console.log(`faults: ${server.url}${FAULTS_PATH} (GET, POST, DELETE)`);
  const stop = () => void server.close().then(() => process.exit(0));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, stop);
  stopWithParent(stop);
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`hadith-server: ${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (error instanceof DataDirError || error instanceof ExplanationsFileError) {
    console.error(`hadith-server: ${error.message}`);
    process.exit(2);
  }
  console.error('hadith-server: could not start:', error);
  process.exit(1);
});
