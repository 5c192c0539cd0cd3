// Moved to supplier-tools/conformance-kit/src/readJsonAnswer.ts: how both the marketplace and the conformance kit read a JSON answer (docs/DECISIONS.md, issue 47).
export * from '../supplier-tools/conformance-kit/src/readJsonAnswer.ts';
