/** The feature's surface for the service's other features; they import it only through this file. */
export { facultyOf, newProgram, newScholarship, newUniversity, programPatch, publishedProgramPatch, publishedScholarshipPatch, readCsv, reasonOf, universityPatch, ZFacultyRow, ZProgramRow, ZPublishedProgramRow, ZPublishedScholarshipRow, ZUniversityRow } from './catalogue-rows.ts';
