import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inlineScripts, scriptHashSource, templateScriptHashes } from './inline-scripts';

const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

describe('the host page’s inline scripts', () => {
  it('finds the scripts that run, not data blocks or files', () => {
    const html = '<head><script type="application/ld+json">{"a":1}</script><script defer src="/main.js"></script></head>'
      + '<body><script type=application/json id=mm-scripts>["/main.js"]</script><script>boot()</script><script type="module">x()</script></body>';
    expect(inlineScripts(html)).toEqual(['boot()', 'x()']);
  });

  it('names each by the SHA-256 of its exact text', () => {
    expect(scriptHashSource('boot()')).toBe(sha('boot()'));
    expect(scriptHashSource('boot() ')).not.toBe(sha('boot()'));
  });

  it('reads the built page again when it changes, and gives none while it is not built', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inline-scripts-'));
    const file = path.join(dir, 'index.html');
    const hashes = templateScriptHashes(file);
    expect(hashes()).toEqual([]);
    fs.writeFileSync(file, '<body><script>one()</script></body>');
    expect(hashes()).toEqual([sha('one()')]);
    fs.writeFileSync(file, '<body><script>two()</script></body>');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(hashes()).toEqual([sha('two()')]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
