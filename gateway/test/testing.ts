/** The gateway for harnesses outside it (package entry `@dalil/gateway/testing`): the end-to-end tests read its route table. */
export { ROUTE_TABLE } from '../src/route-table.ts';
