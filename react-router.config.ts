import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // BUILD_DIR lets parallel test runs build side by side.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: true,
  future: {
    // Loaders and actions get the request as it came, not a copy made for each (two per loader):
    // ours read only their own query parameters, so React Router's (`index`, `_routes`) do not matter.
    v8_passThroughRequests: true,
  },
} satisfies Config;
