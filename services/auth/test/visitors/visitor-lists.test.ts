import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAuthApp } from '../support.ts';

const UNIVERSITY = '0b5f8a52-3c1e-4c37-9a55-1f0b3d1a2b01';
const SCHOLARSHIP = '7d3e1c40-8a1b-4f3e-b5a2-2c4d6e8f0a13';

describe("a visitor's saved lists", () => {
  let h: Awaited<ReturnType<typeof openAuthApp>>;
  beforeAll(async () => {
    h = await openAuthApp();
  });
  afterAll(() => h.close());

  const register = async (email: string): Promise<string> => {
    await h.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: 'list-keeper-1' } });
    return (await h.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'list-keeper-1' } })).json().token;
  };
  const lists = (token: string | undefined, method: 'GET' | 'PUT' = 'GET', payload?: object) =>
    h.app.inject({ method, url: '/api/auth/me/lists', payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const body = {
    wishes: [
      { universityId: UNIVERSITY, facultyKey: 'faculty-of-engineering' },
      { universityId: UNIVERSITY, facultyKey: 'faculty-of-science' },
    ],
    total: { score: 297.5, maxScore: 320, stream: 'math', year: 2025 },
    universityIds: [UNIVERSITY, UNIVERSITY],
    programIds: [],
    scholarshipIds: [SCHOLARSHIP],
  };

  it('when a visitor saves lists, then the same lists come back on the next read, in order, with saved ids once each', async () => {
    const token = await register('lists@example.com');
    const empty = await lists(token);
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data).toEqual({ wishes: [], total: null, universityIds: [], programIds: [], scholarshipIds: [], updatedAt: null });

    const saved = await lists(token, 'PUT', body);
    expect(saved.statusCode).toBe(200);
    const read = (await lists(token)).json().data;
    expect(read).toMatchObject({ wishes: body.wishes, total: body.total, universityIds: [UNIVERSITY], scholarshipIds: [SCHOLARSHIP] });
    expect(typeof read.updatedAt).toBe('string');
  });

  it("when another visitor reads, then they see only their own lists", async () => {
    const first = await register('first-lists@example.com');
    const second = await register('second-lists@example.com');
    await lists(first, 'PUT', body);
    expect((await lists(second)).json().data.wishes).toEqual([]);
  });

  it('when there is no token, an administrator token, or a malformed list, then it is refused with a clear message', async () => {
    expect((await lists(undefined)).statusCode).toBe(401);
    expect((await lists(undefined, 'PUT', { nonsense: true })).statusCode).toBe(401);
    const admin = h.ctx.tokens.sign({ sub: 'admin-id', username: 'admin', role: 'admin' }, 600);
    const asAdmin = await lists(admin);
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json()).toEqual({ success: false, message: 'This token does not belong to a visitor account' });

    const token = await register('bad-lists@example.com');
    const bad = await lists(token, 'PUT', { ...body, wishes: [{ universityId: UNIVERSITY, facultyKey: 'Not A Key' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, message: expect.stringMatching(/facultyKey must be lower-case/) });
  });
});
