/** Vite's build manifest (frontend/dist/.vite/manifest.json): source module -> built files. */
export type ViteManifest = Record<
  string,
  { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; isDynamicEntry?: boolean }
>;

/**
 * The <link> tags that let a server-rendered page show and hydrate without waiting: the stylesheets
 * of the matched route modules (otherwise their CSS would arrive with their JavaScript, after the
 * first paint) and modulepreload for their chunks and the chunks those import. What index.html
 * already loads (the entry and its static imports) is left out.
 */
export function assetLinks(manifest: ViteManifest, modules: string[]): string[] {
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const already = new Set<string>();
  const entryCss = new Set<string>();
  const walkEntry = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || already.has(key)) return;
    already.add(key);
    chunk.css?.forEach((c) => entryCss.add(c));
    chunk.imports?.forEach(walkEntry);
  };
  if (entryKey) walkEntry(entryKey);

  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>(already);
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    scripts.push(chunk.file);
    for (const c of chunk.css ?? []) if (!entryCss.has(c) && !styles.includes(c)) styles.push(c);
    chunk.imports?.forEach(walk);
  };
  modules.forEach(walk);
  return [
    ...styles.map((href) => `<link rel="stylesheet" crossorigin href="/${href}">`),
    ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="/${href}">`),
  ];
}
