import os from 'node:os';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Unit tests live beside the code as *.test.ts(x); end-to-end tests are Playwright's (e2e/). */
const config = {
  testEnvironment: 'node',
  // Two workers a core (Jest's percentages stop at one): its suites wait on child processes and sockets as much as on the CPU.
  maxWorkers: 2 * os.availableParallelism(),
  // `server-only` throws outside React's server build; unit tests run server modules directly.
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1', '^server-only$': '<rootDir>/test/support/server-only-stub.js' },
  setupFilesAfterEnv: ['<rootDir>/test/support/jest-setup.ts'],
  testMatch: ['<rootDir>/{app,components,content,lib,scripts}/**/*.test.{ts,tsx}'],
};

export default createJestConfig(config);
