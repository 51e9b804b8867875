export { registerMultipartForms } from './multipart.ts';
