/**
 * The Kubernetes base (deploy/k8s/base): every object passes the Kubernetes schemas of
 * `kubernetes-models`, the committed YAML is exactly what infra/src/k8s/manifests.ts builds, and
 * the shape results day needs is there (probes, autoscaling, external databases, a Secret).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { BASE_DIR, renderManifests } from '../src/k8s/render.ts';

describe('Kubernetes manifests', () => {
  const rendered = renderManifests();
  const objects = Object.entries(rendered)
    .filter(([file]) => file !== 'kustomization.yaml')
    .flatMap(([, text]) => parseAllDocuments(text).map((d) => d.toJSON() as { kind: string; metadata: { name: string }; spec: Record<string, any> }));

  it('when the manifests are built, then every object validates and the committed files are the same', () => {
    const committed = readdirSync(BASE_DIR).filter((f) => f.endsWith('.yaml'));
    expect(committed.sort()).toEqual(Object.keys(rendered).sort());
    for (const [file, text] of Object.entries(rendered)) expect(readFileSync(path.join(BASE_DIR, file), 'utf8'), file).toBe(text);
  });

  it('when a Deployment serves HTTP, then it has readiness and liveness probes on the health routes and reads the Secret', () => {
    const deployments = objects.filter((o) => o.kind === 'Deployment');
    expect(deployments.map((d) => d.metadata.name).sort()).toEqual(['ads', 'auth', 'catalogue', 'config', 'gateway', 'jobs', 'workers']);
    for (const d of deployments) {
      const container = d.spec.template.spec.containers[0];
      expect(container.envFrom).toContainEqual({ secretRef: { name: 'dalil-secrets' } });
      if (d.metadata.name === 'workers') continue;
      expect(container.readinessProbe.httpGet.path, d.metadata.name).toMatch(/^\/(readyz|healthz)$/);
      expect(container.livenessProbe.httpGet.path).toBe('/healthz');
    }
  });

  it('when results day comes, then the gateway and the catalogue scale on CPU, and PostgreSQL and Redis are external', () => {
    const hpas = objects.filter((o) => o.kind === 'HorizontalPodAutoscaler');
    expect(hpas.map((h) => h.spec.scaleTargetRef.name).sort()).toEqual(['catalogue', 'gateway']);
    const external = objects.filter((o) => o.kind === 'Service' && o.spec.type === 'ExternalName').map((s) => s.metadata.name);
    expect(external.sort()).toEqual(['postgres', 'redis']);
    expect(rendered['kustomization.yaml']).toContain('secretGenerator');
  });
});
