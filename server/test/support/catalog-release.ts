import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_FOLDERS } from 'shared-domain';

/** The repository root: the built host and remotes the render tests serve (`npm test` builds first). */
export const REPO = path.resolve(__dirname, '../../..');
const SERVED = ['host-shell', ...REMOTE_FOLDERS];

/** The home page's hero title in mf-catalog's build: a release test changes it to tell its render apart. */
export const LIVE_TEXT = 'Advertise anywhere in India';

/** Stops a test file early, with the reason, when the builds it renders are missing. */
export function requireBuilds(): void {
  for (const pkg of ['host-shell/dist/server/render.js', 'mf-catalog/dist/server/remoteEntry.js']) {
    if (!fs.existsSync(path.join(REPO, pkg))) throw new Error(`${pkg} is not built: run npm run build (npm test does) before the server tests`);
  }
}

/** The files of mf-catalog's build (source maps left out), its server container passed through `server`. */
export function catalogRelease(server: (code: string) => string): { path: string; content: Buffer }[] {
  const dist = path.join(REPO, 'mf-catalog/dist');
  const files = (fs.readdirSync(dist, { recursive: true }) as string[])
    .filter((p) => !p.endsWith('.map') && fs.statSync(path.join(dist, p)).isFile());
  return files.map((p) => {
    const content = fs.readFileSync(path.join(dist, p));
    return { path: p, content: p === 'server/remoteEntry.js' ? Buffer.from(server(content.toString('utf8'))) : content };
  });
}

/** A temporary WEB_ROOT linking the repository's builds (the server reads `<pkg>/dist` there); remove it with `fs.rmSync`. */
export function linkedWebRoot(): string {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-ssr-rel-'));
  for (const pkg of SERVED) {
    fs.mkdirSync(path.join(webRoot, pkg), { recursive: true });
    fs.symlinkSync(path.join(REPO, pkg, 'dist'), path.join(webRoot, pkg, 'dist'));
  }
  return webRoot;
}

/** The markup in `#root` of a served page ('' when the page was left to the browser). */
export const rootOf = (html: string): string => /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="mm-data">/.exec(html)?.[1] ?? '';
