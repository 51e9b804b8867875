/**
 * The Node.js version the platform runs on: `.nvmrc` holds it (a supported LTS), and everything
 * that names a runtime reads it from there or is checked against it (infra/test/runtime.test.ts):
 * `engines` in package.json, the Docker image, the Kubernetes image tags and `.ci/run`.
 */
import { readFileSync } from 'node:fs';
import { ROOT } from './build-node.ts';
import path from 'node:path';

export const NODE_VERSION = readFileSync(path.join(ROOT, '.nvmrc'), 'utf8').trim().replace(/^v/, '');
export const NODE_MAJOR = Number(NODE_VERSION.split('.')[0]);
