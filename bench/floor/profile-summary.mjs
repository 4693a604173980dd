#!/usr/bin/env node
// Summarises a .cpuprofile: where the samples fall, by function (self time) and by package or
// source folder, so a profile can be read without DevTools.
//   node bench/floor/profile-summary.mjs <file.cpuprofile> [top=30]
import { readFileSync } from 'node:fs';

const [file, topArg] = process.argv.slice(2);
const top = Number(topArg) || 30;
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
for (const id of profile.samples) self.set(id, (self.get(id) ?? 0) + 1);
const total = profile.samples.length;

function where(url) {
  if (!url) return '(native)';
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1];
  if (url.startsWith('node:')) return 'node internals';
  const src = /\/backend\/dist\/(.+)$/.exec(url);
  return src ? src[1] : url;
}

const byFunction = new Map();
const byPlace = new Map();
for (const [id, count] of self) {
  const { callFrame } = byId.get(id);
  const name = `${callFrame.functionName || '(anonymous)'} ${where(callFrame.url)}${callFrame.url ? `:${callFrame.lineNumber + 1}` : ''}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + count);
  // Idle and (program) samples are no package's (they were counted as "(native)", over 100 %).
  if (['(idle)', '(program)'].includes(callFrame.functionName)) continue;
  const place = where(callFrame.url);
  byPlace.set(place, (byPlace.get(place) ?? 0) + count);
}
const idleSamples = [...self].filter(([id]) => ['(idle)', '(program)'].includes(byId.get(id).callFrame.functionName)).reduce((n, [, c]) => n + c, 0);
const busySamples = total - idleSamples;
const print = (title, map) => {
  console.log(`\n${title} (share of the ${busySamples} busy samples)`);
  for (const [k, v] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    if (k.startsWith('(idle)') || k.startsWith('(program)')) continue;
    console.log(`${((100 * v) / busySamples).toFixed(1).padStart(5)} %  ${k}`);
  }
};
console.log(`${total} samples, ${busySamples} busy (not idle)`);
print('self time by package or folder', byPlace);
print('self time by function', byFunction);

// Inclusive time (a function and everything it called), as a share of the busy samples (not idle):
// each sample counts once for every distinct function on its stack.
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const label = (id) => {
  const { callFrame } = byId.get(id);
  return `${callFrame.functionName || '(anonymous)'} ${where(callFrame.url)}${callFrame.url ? `:${callFrame.lineNumber + 1}` : ''}`;
};
const inclusive = new Map();
let busy = 0;
for (const [id, count] of self) {
  if (['(idle)', '(program)', '(root)'].includes(byId.get(id).callFrame.functionName)) continue;
  busy += count;
  const seen = new Set();
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const name = label(at);
    if (seen.has(name)) continue;
    seen.add(name);
    inclusive.set(name, (inclusive.get(name) ?? 0) + count);
  }
}
console.log(`\ninclusive time, share of the ${busy} busy samples`);
for (const [k, v] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, top * 2)) console.log(`${((100 * v) / busy).toFixed(1).padStart(5)} %  ${k}`);
