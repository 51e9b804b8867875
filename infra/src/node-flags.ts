/**
 * V8 flags per process kind, shared by `npm start`, the Kubernetes manifests and the benchmarks
 * (infra/Dockerfile repeats them in its CMD lines).
 *
 * Services and the gateway keep a small young generation: it keeps idle memory down (~25 MB per
 * process) at little cost to request throughput. The workers parse imports of hundreds of
 * thousands of rows, which allocate fast and briefly: with a 64 MB semi-space most of that
 * garbage dies young and cheaply, and an 800,000-row results import spends about a third less
 * CPU (measured in docs/performance.md).
 */
export const SERVICE_NODE_FLAGS = ['--max-semi-space-size=8'];
export const WORKERS_NODE_FLAGS = ['--max-semi-space-size=64'];

/**
 * `npm start`'s stack traces through the bundles' source maps, switched on by a preload rather
 * than --enable-source-maps (same settings as the flag). With the flag, util.getCallSites maps
 * every frame as well, and pino calls it for each logger it makes: the catalogue parsed its
 * 1.6 MB map before it could answer (~70 ms of its ~440 ms start-up CPU). This way error stacks
 * are mapped the same, and a map is parsed when a stack through it is first printed.
 */
export const SOURCE_MAP_FLAGS = [
  '--import=data:text/javascript,import{setSourceMapsSupport}from"node:module";setSourceMapsSupport(true,{nodeModules:true,generatedCode:true})',
];
