/**
 * One Node.js version everywhere: `.nvmrc` names it, and package.json's engines, the Docker
 * image, the Kubernetes image tags, the README and `.ci/run` agree with it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../src/build-node.ts';
import { renderManifests } from '../src/k8s/render.ts';
import { NODE_MAJOR, NODE_VERSION } from '../src/runtime.ts';

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

describe('the Node.js runtime', () => {
  it('when .nvmrc names the version, then it is a supported LTS (22 or 24) and this process runs on it', () => {
    expect(NODE_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
    expect([22, 24]).toContain(NODE_MAJOR);
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(NODE_MAJOR);
  });

  it('when engines, the Dockerfile, the manifests and the README name a runtime, then it is the same major', () => {
    const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
    expect(engines).toBe(`>=${NODE_MAJOR}.11`);
    const froms = [...read('infra/Dockerfile').matchAll(/^FROM node:(\S+)/gm)].map((m) => m[1]);
    expect(froms.length).toBeGreaterThan(0);
    for (const from of froms) expect(from).toBe(`${NODE_MAJOR}-bookworm-slim`);
    const images = Object.values(renderManifests()).flatMap((text) => [...text.matchAll(/image: (ghcr\.io\/dalil\/\S+)/g)].map((m) => m[1]));
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image).toMatch(new RegExp(`:latest-node${NODE_MAJOR}$`));
    expect(read('README.md')).toContain(`Node.js ${NODE_MAJOR}`);
  });

  it('when CI runs on a machine with an older node, then .ci/run puts the .nvmrc version first on PATH before npm ci', () => {
    const ci = read('.ci/run');
    expect(ci.indexOf('source infra/scripts/use-node.sh')).toBeGreaterThan(0);
    expect(ci.indexOf('source infra/scripts/use-node.sh')).toBeLessThan(ci.indexOf('npm ci'));
    expect(read('infra/scripts/use-node.sh')).toContain('.nvmrc');
  });
});
