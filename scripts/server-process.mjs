// How the production server process is started, wherever it is (npm start, the end-to-end tests,
// the benchmarks): memory settings that keep it within its budget (ADR 0031, docs/operations.md).

/**
 * V8's old generation capped near three times the server's live heap (about 70 MB after a soak), and a
 * smaller young generation: without them V8 lets a busy server's heap grow past 250 MB before collecting.
 */
export const SERVER_NODE_FLAGS = ['--max-old-space-size=160', '--max-semi-space-size=8'];

/**
 * glibc gives each thread that allocates its own heap (arena); zlib's threads compressing pages and
 * the renderer's buffers then leave some 200 MB scattered over a dozen arenas. Two arenas keep it small.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' };
