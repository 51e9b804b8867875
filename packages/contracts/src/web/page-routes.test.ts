import { describe, expect, it } from 'vitest';
import { isPagePath, PAGE_ROUTES } from './page-routes.ts';

describe('the web app page routes', () => {
  it('when a path is one of the public pages, then it is a page, whatever its letter case or trailing slash', () => {
    for (const path of ['/', '/results', '/guide/method', '/universities', '/Universities/', '/compare/', '/cost-of-living']) expect(isPagePath(path), path).toBe(true);
  });

  it('when a university page names any id, then it is a page; one more segment is not', () => {
    expect(isPagePath('/universities/0f3c2b1a-anything')).toBe(true);
    expect(isPagePath('/universities/abc/faculties')).toBe(false);
  });

  it('when a path is under the admin panel, then it is a page (the panel decides what it shows)', () => {
    for (const path of ['/admin', '/admin/universities', '/admin/some/future-page', '/enhanced-admin']) expect(isPagePath(path), path).toBe(true);
    expect(isPagePath('/administration')).toBe(false);
  });

  it('when a path matches no page, then it is not a page', () => {
    for (const path of ['/nope', '/results/2024', '/guide/unknown', '/scholarship', '/compares']) expect(isPagePath(path), path).toBe(false);
  });

  it('when every route pattern is itself checked, then each is a page', () => {
    for (const pattern of Object.values(PAGE_ROUTES)) expect(isPagePath(pattern.replace(':id', 'x'))).toBe(true);
  });
});
