// The contract (issue 29), for the workspace's tools and tests: the document's generator, the
// table of calls and the answer checker. Not part of the published SDK (it ships openapi.json).
export { buildOpenApi, resolveOperations, errorStatuses, pathPattern } from './openapi';
export type { OpenApiDocument, OpenApiOperation, ResolvedOperation } from './openapi';
export { operations } from './operations';
export type { Operation, Access, ErrorStatus } from './operations';
export { createConformance, answerOf, describeMismatch } from './conformance';
export type { Answer, Conformance, Mismatch } from './conformance';
export { checkBackend } from './check';
export type { CheckOptions, CheckResult } from './check';
export { apiDocsPage } from './apiDocsPage';
