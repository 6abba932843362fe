/**
 * How `npm start` runs the server, and so how benchmarks, hostile tests and extra e2e servers
 * start it: plain Node with tsx's CommonJS hook, which compiles the TypeScript sources in the
 * process. (`tsx server/index.ts` or `--import tsx` also start an ES-module loader thread, about
 * 35 MB more memory for nothing the CommonJS server uses; measured with `npm run bench:api`.)
 */
export const SERVER_NODE_ARGS = ['--require', 'tsx/cjs', 'server/index.ts'] as const;
