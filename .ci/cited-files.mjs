#!/usr/bin/env node
// Every file a comment or a document names must exist: a path like `modules/cart/service.ts`, `docs/product.md` or
// `decision 028` is checked against the repository's files (a suffix of a tracked path is enough), and no comment
// cites an issue number or the specification kept outside the repository. Decision records are dated history and keep
// their words; docs/product.md says where it came from. CI runs it.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const tracked = execSync('git ls-files', { encoding: 'utf8' })
  .trim()
  .split('\n')
  .filter((f) => existsSync(f));
const untracked = execSync('git ls-files --others --exclude-standard', { encoding: 'utf8' }).trim().split('\n').filter(Boolean);
const files = [...tracked, ...untracked];
const dirs = new Set(
  files.flatMap((f) =>
    f
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
  ),
);
const decisions = new Set(files.filter((f) => f.startsWith('docs/decisions/')).map((f) => f.slice(15, 18)));
const exists = (cited) => {
  const path = cited.replace(/^\.\.?\//, '').replace(/\/$/, '');
  return files.some((f) => f === path || f.endsWith(`/${path}`)) || [...dirs].some((d) => d === path || d.endsWith(`/${path}`));
};
// Comments in code (// and /* */ lines) and whole Markdown documents.
const commentLines = (file, text) =>
  file.endsWith('.md') ? text.split('\n') : text.split('\n').filter((l) => /^\s*(\/\/|\/\*|\*)/.test(l) || /\s\/\/\s/.test(l));
const missing = [];
const checked = (f) => /\.(ts|tsx|mjs|cjs|md)$/.test(f) && !f.startsWith('docs/decisions/') && f !== 'docs/product.md';
for (const file of tracked.filter(checked)) {
  const text = readFileSync(file, 'utf8');
  commentLines(file, text).forEach((line) => {
    for (const [, cited] of line.matchAll(
      /(?<![\w@:/.-])((?:\.{1,2}\/)?(?:[\w-]+\/)+[\w.-]+\.(?:ts|tsx|md|mjs|cjs|json)|SPEC\.md|DESIGN\.md)\b/g,
    )) {
      if (cited.includes('://') || cited.includes('NNN') || /^(node_modules|dist)\//.test(cited)) continue;
      if (cited === 'SPEC.md' || cited === 'DESIGN.md' || !exists(cited)) missing.push(`${file}: ${cited}`);
    }
    for (const [, n] of line.matchAll(/\bdecisions? (\d{3})\b/g)) if (!decisions.has(n)) missing.push(`${file}: decision ${n}`);
    for (const [issue] of line.matchAll(/\bissues? \d+\b/g))
      missing.push(`${file}: ${issue} (cite the decision record or docs/product.md)`);
  });
}
if (missing.length) {
  console.error(`${missing.length} citations of files, decisions or issues that a reader cannot open:\n${missing.join('\n')}`);
  process.exit(1);
}
console.log('every cited file, decision record and document exists');
