// The contract's bounds, for the console and the sandbox (only src/domain and src/api import src/gen):
// `PagedRequestLimits.search.maxLength` is the generated bound of PagedRequest.search, never a
// hand-copied number. One export per named schema, so a chunk carries only what it reads.
export * from '../gen/contract-limits.gen';
