import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiOperation } from '@dalil/contracts/api/operation';
import { serviceScope, type ServiceApp } from './create-service.ts';
import { routeOf } from './route.ts';

/** `put /api/admin/contact-messages/{id}`: how a route record names its operation. */
// Distributes over a union of operations (one key each, not every method with every path).
type OperationKey<O extends ApiOperation> = O extends ApiOperation ? `${O['method']} ${O['path']}` : never;

type RouteSchemaOf<O extends ApiOperation> = ReturnType<typeof routeOf<O>>['schema'];

/**
 * What a route adds to its operation (handler, hooks, route config), with params, query, body and
 * the answer typed from the operation's schemas as `app.route({ ...routeOf(op), handler })` types them.
 */
export type OperationRoute<O extends ApiOperation> = Omit<
  RouteOptions<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, RouteGenericInterface, ContextConfigDefault, RouteSchemaOf<O>, ZodTypeProvider, FastifyBaseLogger>,
  'method' | 'url' | 'schema'
>;

/** One route per operation, keyed `method path`: a missing or unknown key is a type error. */
type OperationRoutes<O extends ApiOperation> = { [K in O as OperationKey<K>]: OperationRoute<K> };

/** A feature of a service: a Fastify plugin serving its operations, with its own encapsulated hooks and parsers. */
interface Feature<Context, O extends ApiOperation = ApiOperation> {
  name: string;
  operations: readonly O[];
  plugin: (instance: FastifyInstance, options: { context: Context }) => Promise<void>;
}

/**
 * Features of a service whose context is `Context` (each service's context.ts fixes it once):
 * `feature('contact', [send, list]).serve((scope, context) => ({ 'post /api/contact': { handler }, … }))`.
 * The operations are named first so the record is checked against them (one route each, handlers
 * typed by their operation). The scope is the feature's own: hooks and parsers it adds (in `setup`
 * or in `serve`) reach only its routes.
 */
export function featureOf<Context>() {
  return <const O extends ApiOperation>(name: string, operations: readonly O[], setup?: (scope: ServiceApp, context: Context) => Promise<void>) => ({
    serve: (routes: (scope: ServiceApp, context: Context) => OperationRoutes<O>): Feature<Context, O> => {
      const plugin = async (instance: FastifyInstance, { context }: { context: Context }) => {
        const scope = serviceScope(instance);
        await setup?.(scope, context);
        const record: Record<string, object> = routes(scope, context);
        for (const operation of operations) {
          const route = record[`${operation.method} ${operation.path}`];
          if (!route) throw new Error(`${name}: no route for ${operation.method.toUpperCase()} ${operation.path}`);
          // The record's type checked this route against its operation; the loop cannot see which one.
          scope.route({ ...routeOf(operation), ...route } as unknown as Parameters<ServiceApp['route']>[0]);
        }
      };
      // Fastify names the plugin after this in its plugin tree and start-up errors.
      Object.defineProperty(plugin, 'name', { value: name });
      return { name, operations, plugin };
    },
  });
}

type ServedBy<F extends readonly Feature<never>[]> = F[number] extends infer Each ? (Each extends Feature<never, infer O> ? O : never) : never;

/**
 * Compile-time check that a service's features serve exactly its operations: each operation has
 * a route, and no feature serves one the contracts give another service (the gateway would not
 * route it here). A mismatch names the operations in the type error.
 */
type ExactlyServed<Operations extends ApiOperation, Served extends ApiOperation> = ([Exclude<OperationKey<Operations>, OperationKey<Served>>] extends [never]
  ? unknown
  : { 'operations of this service without a route': Exclude<OperationKey<Operations>, OperationKey<Served>> }) &
  ([Exclude<OperationKey<Served>, OperationKey<Operations>>] extends [never]
    ? unknown
    : { 'served, but the gateway routes them to another service or nowhere': Exclude<OperationKey<Served>, OperationKey<Operations>> });

/**
 * Registers a service's features, each as its own plugin with the service's context, from the
 * one list in its app.ts (the service's route record is the union of its features' records).
 */
export async function serveFeatures<Context, Operations extends ApiOperation, const F extends readonly Feature<NoInfer<Context>, ApiOperation>[]>(
  app: ServiceApp,
  context: Context,
  operations: readonly Operations[],
  features: F & ExactlyServed<Operations, ServedBy<F>>,
): Promise<void> {
  const served = new Set(features.flatMap((feature) => feature.operations.map((operation) => `${operation.method} ${operation.path}`)));
  // The type check says the same at compile time; this catches a list built at run time.
  const missing = operations.filter((operation) => !served.has(`${operation.method} ${operation.path}`));
  if (missing.length) throw new Error(`No route for ${missing.map((operation) => `${operation.method.toUpperCase()} ${operation.path}`).join(', ')}`);
  for (const feature of features) await app.register(feature.plugin, { context });
}
