/** Program reads: the public list and page show active programs only; the admin list shows all. */
import type { TAdminListProgramsQuery, TListProgramsQuery, TProgram } from '@dalil/contracts/catalogue/program';
import { NotFound } from '@dalil/service-kit/errors';
import { parseSearchQuery } from '../search/index.ts';
import type { ProgramRepository } from './program-repository.ts';
import { PROGRAM_NOT_FOUND } from './manage-programs.ts';

export function listPrograms(programs: ProgramRepository, query: TListProgramsQuery) {
  return programs.list({ ...query, isActive: true, search: parseSearchQuery(query.search) });
}

export function listAllPrograms(programs: ProgramRepository, query: TAdminListProgramsQuery) {
  return programs.list({ ...query, search: parseSearchQuery(query.search) });
}

export async function getProgram(programs: ProgramRepository, id: string): Promise<TProgram> {
  const program = await programs.findById(id);
  if (!program || !program.isActive) throw new NotFound(PROGRAM_NOT_FOUND);
  return program;
}
