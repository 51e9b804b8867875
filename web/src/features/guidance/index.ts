/**
 * The guidance feature's public surface: other features (the results page, a university's
 * page) show guidance through these, never through the feature's internals.
 */
export { ResultGuidance } from './components/result-guidance.tsx';
export { FacultyCutoffHistory } from './components/faculty-cutoff-history.tsx';
