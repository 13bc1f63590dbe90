import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { States } from '../src/core/states.js';

test('docs/STATES.md documents every catalogue state exactly', () => {
  const doc = fs.readFileSync(path.resolve(import.meta.dirname, '..', '..', 'docs', 'STATES.md'), 'utf8');
  const rows = new Set(
    doc
      .split('\n')
      .filter((line) => /^\| -?\d+ \| [A-Z_]+ \|/.test(line))
      .map((line) => line.split('|').slice(1, 4).map((cell) => cell.trim()).join('|')),
  );
  const catalogue = Object.values(States).map((s) => `${s.code}|${s.name}|${s.msg}`);
  for (const entry of catalogue) assert.ok(rows.has(entry), `missing or different in STATES.md: ${entry}`);
  assert.equal(rows.size, catalogue.length, 'STATES.md lists a state the catalogue does not have');
});

test('catalogue invariants: unique names, non-empty Chinese msgs, silent codes only from the spec', () => {
  const all = Object.entries(States);
  for (const [key, s] of all) {
    assert.equal(key, s.name);
    assert.match(s.msg, /[\u4e00-\u9fff]/, `${s.name} msg is Chinese`);
    if (s.code < 0) assert.ok([-1, -4, -103, -6009].includes(s.code), `${s.name}: negative codes are the spec's`);
    else if (s.code !== 1) assert.ok(s.code >= 1000 && s.code <= 9999, `${s.name}: 4-digit code`);
  }
});
