// The contract's bounds, for the layers above src/api (only src/api imports src/gen):
// `PagedRequestLimits.search.maxLength` is the generated bound of PagedRequest.search, never a
// hand-copied number. One export per named schema, so a chunk carries only what it reads.
export * from '../gen/contract-limits.gen';
