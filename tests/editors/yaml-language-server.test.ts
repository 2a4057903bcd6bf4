// What an editor sees in site.yaml: the real yaml-language-server (the one VS Code's YAML
// extension runs), started over LSP stdio, reads site.schema.json through the first line of
// site.yaml. The real file has no problem; a broken copy is flagged at the broken lines;
// completion offers the package keys and hover shows their descriptions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LspClient, type Diagnostic } from '../helpers/lsp.ts';
import { projectRoot } from '../helpers/site.ts';

const server = join(projectRoot, 'node_modules', 'yaml-language-server', 'bin', 'yaml-language-server');
const rootUri = pathToFileURL(projectRoot).href;
// Documents are sent to the server as text; their names sit beside the schema so that the
// first line's relative `$schema=./site.schema.json` resolves, but nothing is written there.
const uriOf = (name: string) => pathToFileURL(join(projectRoot, name)).href;
const siteText = readFileSync(join(projectRoot, 'site.yaml'), 'utf8');

/** The 0-based line of the first occurrence of `text` (as LSP counts lines). */
function lineOf(doc: string, text: string): number {
  const at = doc.indexOf(text);
  if (at < 0) throw new Error(`"${text}" is not in the document`);
  return doc.slice(0, at).split('\n').length - 1;
}

function replaceOnce(doc: string, from: string, to: string): string {
  if (!doc.includes(from)) throw new Error(`"${from}" is not in site.yaml`);
  return doc.replace(from, to);
}

let lsp: LspClient;

beforeAll(async () => {
  lsp = await LspClient.start(process.execPath, [server, '--stdio'], rootUri, {
    yaml: { validate: true, hover: true, completion: true, schemaStore: { enable: false }, schemas: {} },
  });
}, 30_000);
afterAll(async () => { await lsp?.stop(); });

describe('yaml-language-server on site.yaml', () => {
  it('finds no problem in the real site.yaml', async () => {
    const diagnostics = await lsp.open(uriOf('site.yaml'), siteText);
    expect(diagnostics.map((d) => `${d.range.start.line + 1}: ${d.message}`)).toEqual([]);
  });

  it('flags a price written as text, an unknown key and a wrong value, each at its line', async () => {
    let broken = replaceOnce(siteText, '    listPrice: 1499\n', '    listPrice: "1,499"\n');
    broken = replaceOnce(broken, '    subtitle: Bath & Basic Haircut\n', '    subtitel: Bath & Basic Haircut\n');
    broken = replaceOnce(broken, '    template: gallery\n', '    template: galery\n');
    const diagnostics = await lsp.open(uriOf('site-broken-copy.yaml'), broken);
    const at = (line: number) => diagnostics.filter((d: Diagnostic) => d.range.start.line === line).map((d) => d.message).join(' | ');

    expect(at(lineOf(broken, 'listPrice: "1,499"'))).toMatch(/Incorrect type\. Expected "integer"/);
    expect(at(lineOf(broken, 'subtitel:'))).toMatch(/Property subtitel is not allowed/);
    expect(at(lineOf(broken, 'template: galery'))).toMatch(/Value is not accepted\. Valid values: .*"gallery"/);
    // The package without its subtitle is also missing a required key; nothing else is wrong.
    const elsewhere = diagnostics.filter((d) => ![lineOf(broken, 'listPrice: "1,499"'), lineOf(broken, 'subtitel:'), lineOf(broken, 'template: galery')].includes(d.range.start.line));
    expect(elsewhere.map((d) => d.message)).toEqual(elsewhere.map(() => 'Missing property "subtitle".'));
  });

  it('accepts the serve processes for nginx under api.servers and flags one without a port', async () => {
    const listed = replaceOnce(siteText, '  honeypotField: website\n', '  servers: ["127.0.0.1:8080", "10.0.0.12:8080"]\n  honeypotField: website\n');
    expect((await lsp.open(uriOf('site-servers-copy.yaml'), listed)).map((d) => d.message)).toEqual([]);
    const broken = replaceOnce(siteText, '  honeypotField: website\n', '  servers: ["127.0.0.1:8080", "localhost"]\n  honeypotField: website\n');
    const diagnostics = await lsp.open(uriOf('site-servers-broken.yaml'), broken);
    expect(diagnostics.map((d) => `${d.range.start.line}: ${d.message}`)).toEqual([expect.stringMatching(new RegExp(`^${lineOf(broken, 'servers:')}: String does not match the pattern`))]);
  });

  it('offers the package keys when an editor starts a new package, and explains them on hover', async () => {
    const anchor = '  - id: basic-grooming\n';
    const doc = replaceOnce(siteText, anchor, `  - id: new-package\n    \n${anchor}`);
    const uri = uriOf('site-new-package.yaml');
    await lsp.open(uri, doc);
    const line = lineOf(doc, '  - id: new-package') + 1;
    const completion = await lsp.request<{ items: { label: string }[] } | { label: string }[]>('textDocument/completion', {
      textDocument: { uri }, position: { line, character: 4 },
    });
    const labels = (Array.isArray(completion) ? completion : completion.items).map((i) => i.label);
    expect(labels).toEqual(expect.arrayContaining(['kind', 'name', 'subtitle', 'listPrice', 'offerPrice', 'inclusions', 'extras']));
    expect(labels).not.toContain('id'); // already written

    const priceLine = lineOf(doc, '    listPrice: 1499');
    const hover = await lsp.request<{ contents: { value: string } | string }>('textDocument/hover', {
      textDocument: { uri }, position: { line: priceLine, character: 6 },
    });
    const text = typeof hover.contents === 'string' ? hover.contents : hover.contents.value;
    expect(text).toMatch(/rupees/);
  });
});
