// Moved to supplier-tools/conformance-kit/src/contract/availability.ts: the supplier contract's rules, shared with the conformance kit package (docs/DECISIONS.md, issue 47).
export * from '../../supplier-tools/conformance-kit/src/contract/availability.ts';
