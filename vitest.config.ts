import { defineConfig } from 'vitest/config';

// Unit tests (pure logic) and engine tests (real Chromium through playwright-core) share one runner.
// Browser-driven suites are slow to start, so they get generous hook timeouts; none asserts on time.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'tools/**/*.test.ts', 'src/**/*.test.ts', 'e2e/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    reporters: ['default'],
  },
});
