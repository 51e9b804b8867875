/**
 * The Kubernetes manifests (deploy/k8s/base), written with `kubernetes-models` so every object
 * is checked against the Kubernetes schemas when it is built. `npm run k8s:render` writes them
 * as YAML for Kustomize; a test checks the written files are exactly what this module builds.
 *
 * Shape: each service and the gateway is a stateless Deployment with readiness (/readyz: ready,
 * possibly degraded, while it serves its core reads) and liveness (/healthz) probes and a
 * ClusterIP Service; the workers are a Deployment with no Service, probed on their queue
 * heartbeat (/healthz on WORKERS_PORT); the gateway and the catalogue scale with CPU through
 * HorizontalPodAutoscalers; PostgreSQL and Redis are external (ExternalName Services an overlay
 * points at the real hosts); secrets come from the Secret `dalil-secrets` (Kustomize's
 * secretGenerator reads secrets.env, which is never committed).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ConfigMap, PersistentVolumeClaim, Service } from 'kubernetes-models/v1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import type { IContainer } from 'kubernetes-models/v1/Container';
import { SERVICE_NODE_FLAGS, WORKERS_NODE_FLAGS } from '../node-flags.ts';
import { NODE_MAJOR } from '../runtime.ts';
import { ROOT } from '../build-node.ts';

// The tag names the runtime the image was built on (infra/Dockerfile: node:<major>-bookworm-slim).
const IMAGE = `ghcr.io/dalil/dalil:latest-node${NODE_MAJOR}`;
const WORKERS_IMAGE = `ghcr.io/dalil/dalil-workers:latest-node${NODE_MAJOR}`;

const SERVICES = [
  { name: 'catalogue', port: 4101, replicas: 3, cpu: '500m', memory: '512Mi' },
  { name: 'ads', port: 4102, replicas: 2, cpu: '250m', memory: '256Mi' },
  { name: 'auth', port: 4103, replicas: 2, cpu: '250m', memory: '256Mi' },
  { name: 'config', port: 4104, replicas: 2, cpu: '100m', memory: '192Mi' },
  { name: 'jobs', port: 4105, replicas: 2, cpu: '250m', memory: '256Mi' },
] as const;
const GATEWAY = { name: 'gateway', port: 8080, replicas: 3, cpu: '500m', memory: '384Mi' } as const;

type Validatable = { validate(): void; toJSON(): unknown };

const labels = (name: string) => ({ 'app.kubernetes.io/name': name, 'app.kubernetes.io/part-of': 'dalil' });

const httpProbe = (path: string, port: number, periodSeconds: number, failureThreshold: number) => ({
  httpGet: { path, port },
  periodSeconds,
  timeoutSeconds: 2,
  failureThreshold,
});

function nodeContainer(name: string, script: string, port: number | null, resources: { cpu: string; memory: string }, image = IMAGE): IContainer {
  return {
    name,
    image,
    command: ['node', ...(script === 'workers' ? WORKERS_NODE_FLAGS : SERVICE_NODE_FLAGS), `dist/${script}.mjs`],
    envFrom: [{ configMapRef: { name: 'dalil-config' } }, { secretRef: { name: 'dalil-secrets' } }],
    env: port === null ? [] : [{ name: name === 'workers' ? 'WORKERS_PORT' : 'PORT', value: String(port) }],
    ...(port === null
      ? {}
      : {
          ports: [{ name: 'http', containerPort: port }],
          readinessProbe: httpProbe(name === 'workers' ? '/healthz' : '/readyz', port, 5, 3),
          livenessProbe: httpProbe('/healthz', port, 10, 6),
          startupProbe: httpProbe('/healthz', port, 2, 60),
        }),
    resources: { requests: resources, limits: { memory: resources.memory } },
    securityContext: { runAsNonRoot: true, runAsUser: 1000, allowPrivilegeEscalation: false, readOnlyRootFilesystem: false },
  };
}

function deployment(name: string, replicas: number, container: IContainer, volumes = false): Deployment {
  return new Deployment({
    metadata: { name, labels: labels(name) },
    spec: {
      replicas,
      selector: { matchLabels: labels(name) },
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 0, maxSurge: 1 } },
      template: {
        metadata: { labels: labels(name) },
        spec: {
          terminationGracePeriodSeconds: 30,
          containers: [volumes ? { ...container, volumeMounts: [{ name: 'uploads', mountPath: '/data/uploads' }] } : container],
          ...(volumes ? { volumes: [{ name: 'uploads', persistentVolumeClaim: { claimName: 'dalil-uploads' } }] } : {}),
        },
      },
    },
  });
}

function clusterService(name: string, port: number): Service {
  return new Service({
    metadata: { name, labels: labels(name) },
    spec: { selector: labels(name), ports: [{ name: 'http', port, targetPort: 'http' }] },
  });
}

function autoscaler(name: string, min: number, max: number): HorizontalPodAutoscaler {
  return new HorizontalPodAutoscaler({
    metadata: { name, labels: labels(name) },
    spec: {
      scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name },
      minReplicas: min,
      maxReplicas: max,
      metrics: [{ type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 60 } } }],
      behavior: { scaleUp: { stabilizationWindowSeconds: 0 }, scaleDown: { stabilizationWindowSeconds: 300 } },
    },
  });
}

/**
 * The operators' dashboards (deploy/grafana, the same files compose provisions) as ConfigMaps a
 * Grafana picks up: labelled for the Grafana Helm chart's sidecar (grafana_dashboard,
 * grafana_datasource), or mounted as /var/lib/grafana/dashboards/dalil and
 * /etc/grafana/provisioning/datasources by a Grafana of your own. The data source points at
 * http://prometheus:9090; an overlay patches the URL for another Prometheus.
 */
function grafanaConfigMaps(): ConfigMap[] {
  const grafana = path.join(ROOT, 'deploy/grafana');
  const dashboards = readdirSync(path.join(grafana, 'dashboards')).filter((file) => file.endsWith('.json')).sort();
  return [
    new ConfigMap({
      metadata: { name: 'dalil-grafana-dashboards', labels: { ...labels('grafana'), grafana_dashboard: '1' }, annotations: { grafana_folder: 'Dalil' } },
      data: Object.fromEntries(dashboards.map((file) => [file, readFileSync(path.join(grafana, 'dashboards', file), 'utf8')])),
    }),
    new ConfigMap({
      metadata: { name: 'dalil-grafana-datasource', labels: { ...labels('grafana'), grafana_datasource: '1' } },
      data: { 'dalil-prometheus.yml': readFileSync(path.join(grafana, 'provisioning/datasources/prometheus.yml'), 'utf8') },
    }),
  ];
}

/** Every object of the base, by the file it is written to. */
export function manifests(): Record<string, Validatable[]> {
  const config = new ConfigMap({
    metadata: { name: 'dalil-config', labels: labels('dalil') },
    data: {
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
      LOG_LEVEL: 'info',
      REDIS_PREFIX: 'dalil',
      UPLOAD_DIR: '/data/uploads',
      RATE_LIMIT_STORE: 'redis',
      TRUST_PROXY: 'true',
      WEB_DIST: '/app/web/dist',
      ...Object.fromEntries(SERVICES.map((s) => [`${s.name.toUpperCase()}_URL`, `http://${s.name}:${s.port}`])),
    },
  });
  const external = (name: string, port: number) =>
    new Service({ metadata: { name, labels: labels(name) }, spec: { type: 'ExternalName', externalName: `${name}.example.internal`, ports: [{ name, port }] } });
  const uploads = new PersistentVolumeClaim({
    metadata: { name: 'dalil-uploads', labels: labels('dalil') },
    spec: { accessModes: ['ReadWriteMany'], resources: { requests: { storage: '20Gi' } } },
  });
  return {
    'settings.yaml': [config, uploads],
    'external-services.yaml': [external('postgres', 5432), external('redis', 6379)],
    ...Object.fromEntries(
      SERVICES.map((s) => [
        `${s.name}.yaml`,
        [deployment(s.name, s.replicas, nodeContainer(s.name, s.name, s.port, { cpu: s.cpu, memory: s.memory }), s.name === 'jobs'), clusterService(s.name, s.port)],
      ]),
    ),
    'gateway.yaml': [deployment(GATEWAY.name, GATEWAY.replicas, nodeContainer('gateway', 'gateway', GATEWAY.port, { cpu: GATEWAY.cpu, memory: GATEWAY.memory })), clusterService('gateway', GATEWAY.port)],
    'workers.yaml': [deployment('workers', 2, nodeContainer('workers', 'workers', 4106, { cpu: '1', memory: '1Gi' }, WORKERS_IMAGE), true)],
    'monitoring.yaml': grafanaConfigMaps(),
    // Results day (docs/performance.md, sizing): the planned peak fits the minimums; the ceilings hold
    // 4× that and keep the catalogue's PostgreSQL connections (8 pods × 12) within max_connections.
    'autoscaling.yaml': [autoscaler('gateway', 3, 10), autoscaler('catalogue', 3, 8)],
  };
}

export const KUSTOMIZATION_FILE = 'kustomization.yaml';

export function kustomization(files: string[]): string {
  return [
    '# Generated by `npm run k8s:render` from infra/src/k8s/manifests.ts; edit that file, not this one.',
    'apiVersion: kustomize.config.k8s.io/v1beta1',
    'kind: Kustomization',
    'commonLabels:',
    '  app.kubernetes.io/instance: dalil',
    'resources:',
    ...files.map((f) => `  - ${f}`),
    'secretGenerator:',
    '  - name: dalil-secrets',
    '    envs:',
    '      # DATABASE_URL, REDIS_URL, JWT_SECRET, ADMIN_USERNAME, ADMIN_PASSWORD (see secrets.env.example)',
    '      - secrets.env',
    'generatorOptions:',
    '  disableNameSuffixHash: false',
    '',
  ].join('\n');
}
