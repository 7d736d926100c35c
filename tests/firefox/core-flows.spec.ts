import { CORE_FLOWS } from '../flows/core-flows';
import { flowTests } from './flow-tests';

// The flows Chromium runs on both wires (tests/e2e/core-flows.spec.ts), here in both
// Firefox builds: they pass through what the builds do differently.
flowTests(CORE_FLOWS);
