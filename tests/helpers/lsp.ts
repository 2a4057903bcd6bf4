// A small Language Server Protocol client over stdio: enough to open a document in a real
// language server (yaml-language-server from npm) and ask it what an editor would ask.
// Messages are JSON-RPC with a Content-Length header each (the LSP base protocol).
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';

type Json = Record<string, unknown>;
export interface Diagnostic { range: { start: { line: number; character: number } }; message: string; severity?: number }

export class LspClient {
  private buffer = Buffer.alloc(0);
  private nextId = 1;
  private pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private diagnosticWaiters = new Map<string, ((d: Diagnostic[]) => void)[]>();
  readonly diagnostics = new Map<string, Diagnostic[]>();
  private stderr = '';

  private constructor(private readonly child: ChildProcessWithoutNullStreams, private readonly settings: Json) {
    child.stdout.on('data', (chunk: Buffer) => this.receive(chunk));
    child.stderr.on('data', (chunk: Buffer) => { this.stderr = (this.stderr + chunk.toString()).slice(-4000); });
    child.on('exit', (code) => {
      for (const p of this.pending.values()) p.reject(new Error(`language server exited (${code}): ${this.stderr}`));
      this.pending.clear();
    });
  }

  /** Starts the server, initializes it for a workspace folder and sends its settings. */
  static async start(command: string, args: string[], rootUri: string, settings: Json): Promise<LspClient> {
    const client = new LspClient(spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] }), settings);
    await client.request('initialize', {
      processId: process.pid, rootUri, workspaceFolders: [{ uri: rootUri, name: 'root' }],
      capabilities: {
        textDocument: { completion: { completionItem: { snippetSupport: false } }, hover: { contentFormat: ['markdown', 'plaintext'] }, publishDiagnostics: {} },
        workspace: { configuration: true, didChangeConfiguration: { dynamicRegistration: false } },
      },
    });
    client.notify('initialized', {});
    client.notify('workspace/didChangeConfiguration', { settings });
    return client;
  }

  request<T = unknown>(method: string, params: unknown, timeoutMs = 20_000): Promise<T> {
    const id = this.nextId++;
    this.send({ jsonrpc: '2.0', id, method, params });
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => { this.pending.delete(id); reject(new Error(`${method}: no answer in ${timeoutMs} ms. ${this.stderr}`)); }, timeoutMs);
      this.pending.set(id, { resolve: (v) => { clearTimeout(timer); resolve(v as T); }, reject: (e) => { clearTimeout(timer); reject(e); } });
    });
  }

  notify(method: string, params: unknown): void {
    this.send({ jsonrpc: '2.0', method, params });
  }

  /** Opens a document and resolves with the first diagnostics the server publishes for it. */
  open(uri: string, text: string, timeoutMs = 20_000): Promise<Diagnostic[]> {
    const published = new Promise<Diagnostic[]>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no diagnostics for ${uri} in ${timeoutMs} ms. ${this.stderr}`)), timeoutMs);
      const list = this.diagnosticWaiters.get(uri) ?? [];
      list.push((d) => { clearTimeout(timer); resolve(d); });
      this.diagnosticWaiters.set(uri, list);
    });
    this.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version: 1, text } });
    return published;
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    try {
      await this.request('shutdown', null, 3000);
      this.notify('exit', null);
    } catch {
      // Fall through to the kill below.
    }
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 3000);
    await exited;
    clearTimeout(timer);
  }

  private send(message: Json): void {
    const body = Buffer.from(JSON.stringify(message), 'utf8');
    this.child.stdin.write(`Content-Length: ${body.length}\r\n\r\n`);
    this.child.stdin.write(body);
  }

  private receive(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const headerEnd = this.buffer.indexOf('\r\n\r\n');
      if (headerEnd < 0) return;
      const length = Number(/Content-Length: (\d+)/i.exec(this.buffer.subarray(0, headerEnd).toString())?.[1]);
      if (this.buffer.length < headerEnd + 4 + length) return;
      const message = JSON.parse(this.buffer.subarray(headerEnd + 4, headerEnd + 4 + length).toString('utf8')) as Json;
      this.buffer = this.buffer.subarray(headerEnd + 4 + length);
      this.handle(message);
    }
  }

  private handle(message: Json): void {
    if ('id' in message && !('method' in message)) {
      const waiter = this.pending.get(message.id as number);
      this.pending.delete(message.id as number);
      if (message.error) waiter?.reject(new Error(JSON.stringify(message.error)));
      else waiter?.resolve(message.result);
      return;
    }
    if (message.method === 'textDocument/publishDiagnostics') {
      const { uri, diagnostics } = message.params as { uri: string; diagnostics: Diagnostic[] };
      this.diagnostics.set(uri, diagnostics);
      const waiters = this.diagnosticWaiters.get(uri) ?? [];
      this.diagnosticWaiters.delete(uri);
      waiters.forEach((w) => w(diagnostics));
      return;
    }
    if ('id' in message) {
      // Requests from the server: its settings (workspace/configuration) or registrations; answer each.
      const result = message.method === 'workspace/configuration'
        ? ((message.params as { items: { section?: string }[] }).items.map((i) => (i.section ? this.settings[i.section] ?? null : this.settings)))
        : null;
      this.send({ jsonrpc: '2.0', id: message.id as number, result });
    }
  }
}
