import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * `.ci/run` installs the browsers in the background while the checks, the
 * unit tests and the builds run, and names in BROWSERS_INSTALL_STATUS the file
 * the install writes its exit status to (its log beside it, `.log`). The
 * end-to-end suites' global setups wait here for that file before they look
 * for a browser. Without the variable (any run but CI's), nothing waits.
 */

/** apt-get's update and install of both browsers; far more than either takes. */
const INSTALL_TIMEOUT_MS = 10 * 60_000;
const POLL_MS = 500;

export async function browsersInstalled(
  statusFile = process.env.BROWSERS_INSTALL_STATUS,
): Promise<void> {
  if (statusFile === undefined || statusFile === '') return;
  const deadline = Date.now() + INSTALL_TIMEOUT_MS;
  let announced = false;
  while (!existsSync(statusFile)) {
    if (Date.now() > deadline) {
      throw new Error(
        `The browsers' install did not finish in ${INSTALL_TIMEOUT_MS / 60_000} min.`,
      );
    }
    if (!announced) {
      console.log('Waiting for the browsers being installed (.ci/run)…');
      announced = true;
    }
    await sleep(POLL_MS);
  }
  const status = readFileSync(statusFile, 'utf8').trim();
  if (status !== '0') {
    const log = `${statusFile}.log`;
    const tail = existsSync(log) ? readFileSync(log, 'utf8').split('\n').slice(-30).join('\n') : '';
    throw new Error(`Installing the browsers failed (exit ${status}):\n${tail}`);
  }
}
