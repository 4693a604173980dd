/**
 * A newcomer's first run (README): `npm install` on the documented Node (the root's engines,
 * >=20.19) warns about no package. file-type comes with @nestjs/common, which pins 22.3.0 (Node 22);
 * the root's `overrides` keeps 21.3.4 (jpg/png/pdf by content, Node 20).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

describe('the packages on the documented Node', () => {
  it('npm ls resolves file-type to 21.x, without an invalid or missing package', () => {
    const out = execFileSync('npm', ['ls', 'file-type', '--json'], { cwd: ROOT, encoding: 'utf8' });
    const found: string[] = [];
    const walk = (deps: Record<string, { version?: string; invalid?: string; missing?: boolean; dependencies?: object }> | undefined) => {
      for (const [name, d] of Object.entries(deps ?? {})) {
        if (name === 'file-type') found.push(d.invalid || d.missing ? `invalid ${d.version}` : String(d.version));
        walk(d.dependencies as typeof deps);
      }
    };
    walk((JSON.parse(out) as { dependencies?: Parameters<typeof walk>[0] }).dependencies);
    expect(found.length).toBeGreaterThan(0);
    for (const v of found) expect(v).toMatch(/^21\./);
  });

  it('the installed file-type accepts the Node the project documents', () => {
    const root = JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')) as { engines: { node: string } };
    const fileType = JSON.parse(readFileSync(`${ROOT}node_modules/file-type/package.json`, 'utf8')) as { engines: { node: string } };
    expect(root.engines.node).toBe('>=20.19');
    // ">=20" (21.3.4) is met by every 20.19+; 22.x asks ">=22".
    const major = Number(/>=(\d+)/.exec(fileType.engines.node)?.[1]);
    expect(major).toBeLessThanOrEqual(20);
  });
});
