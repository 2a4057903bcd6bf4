// The groomsite command line, kept thin (DESIGN habit 1): each command turns flags into options
// and calls a function the package exports. Commands load lazily, so `check` never loads React.
// Errors become text in one place: describeError.
import { Command, InvalidArgumentError, Option } from 'commander';
import { DEPLOY_TARGETS, type DeployTarget } from '../model/deploy-target.ts';
import { describeError } from '../pipeline/errors.ts';
import { resolveDbTarget } from '../store/sql.ts';

const DB_HELP = 'where the leads are: an SQLite file or a postgres:// URL (default: $DATABASE_URL, else data/leads.sqlite)';

const port = (v: string) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new InvalidArgumentError('expected a port number from 0 to 65535');
  return n;
};

async function run(work: () => Promise<number | void>) {
  try {
    process.exitCode = (await work()) ?? 0;
  } catch (err) {
    process.stderr.write(`${describeError(err)}\n`);
    process.exitCode = 1;
  }
}

export function program(): Command {
  const cli = new Command('groomsite')
    .description('Builds, checks and serves the Doorstep Paws website from site.yaml and content/')
    .option('--root <dir>', 'project folder holding site.yaml', '.');

  cli.command('build')
    .description('validate site.yaml and content/, render every route, write dist/ (to upload) and dist.host/ (nginx.conf, not to upload)')
    .option('--out <dir>', 'output folder to upload; the host configs go beside it, to <dir>.host/', 'dist')
    .option('-q, --quiet', 'print only errors')
    .option('--render-all', 'render every page, also those whose inputs did not change since the last build into <dir>')
    .addOption(new Option('--target <host>', 'where dist/ is deployed, over site.yaml hosting.target: nginx and serve get .br/.gz twins, the others none').choices(DEPLOY_TARGETS))
    .action((o: { out: string; quiet?: boolean; renderAll?: boolean; target?: DeployTarget }) => run(async () => {
      const { build } = await import('../pipeline/build.ts');
      const log = o.quiet ? undefined : (l: string) => process.stdout.write(`${l}\n`);
      const r = await build({ root: cli.opts().root, outDir: o.out, log, renderAll: o.renderAll, target: o.target });
      // Live first: a build that made twins after the swap says when the site was live, then when all was done.
      const live = r.ms - r.liveMs > 50 ? `live in ${(r.liveMs / 1000).toFixed(2)} s, twins done ` : '';
      if (!o.quiet) process.stdout.write(`${r.pages} pages, ${r.files} files ${live}in ${(r.ms / 1000).toFixed(2)} s -> ${r.outDir} (host configs: ${r.hostDir})\n`);
    }));

  cli.command('check')
    .description('validate the site definition, then every internal link and anchor of the built site')
    .option('--dir <dir>', 'built site to check', 'dist')
    .option('--format <format>', 'text, or json for CI', 'text')
    .action((o: { dir: string; format: string }) => run(async () => {
      const { check, formatReport } = await import('../pipeline/check/check.ts');
      const report = await check({ root: cli.opts().root, dir: o.dir });
      if (o.format === 'json') process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
      else (report.ok ? process.stdout : process.stderr).write(formatReport(report));
      return report.ok ? 0 : 1;
    }));

  cli.command('dev')
    .description('serve the site from memory, rebuild on every edit and bring it into the open browser')
    .option('--port <n>', 'port', port, 8080)
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .action((o: { port: number; host: string }) => run(async () => {
      const { dev } = await import('../dev/dev.ts');
      const server = await dev({ root: cli.opts().root, port: o.port, host: o.host });
      const stop = async () => { await server.close(); process.exit(0); };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    }));

  cli.command('serve')
    .description('serve dist/ with the lead API')
    .option('--port <n>', 'port', port, 8080)
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .option('--dir <dir>', 'built site', 'dist')
    .option('--db <file|url>', DB_HELP)
    .option('--deploy <command>', 'run after each publish from the desk\'s editor, e.g. to upload dist/ to a static host (default: $GROOMSITE_DEPLOY)')
    .action((o: { port: number; host: string; dir: string; db?: string; deploy?: string }) => run(async () => {
      const { serveSite } = await import('./serve-command.ts');
      await serveSite({ root: cli.opts().root, ...o });
    }));

  const leads = cli.command('leads').description('read, purge and erase the leads the forms have sent');
  leads.command('list')
    .description('the newest leads as a table')
    .option('--db <file|url>', DB_HELP)
    .option('--limit <n>', 'how many', (v) => Number(v), 20)
    .action((o: { db: string; limit: number }) => run(async () => {
      const { listLeads } = await import('../leads/export.ts');
      process.stdout.write(await listLeads({ ...o, db: resolveDbTarget(o.db) }));
    }));
  leads.command('export')
    .description('every lead as CSV or JSON on standard output')
    .option('--format <format>', 'csv or json', 'csv')
    .option('--since <date>', 'only leads received on or after this date (YYYY-MM-DD)')
    .option('--db <file|url>', DB_HELP)
    .action((o: { format: 'csv' | 'json'; since?: string; db: string }) => run(async () => {
      const { exportLeads } = await import('../leads/export.ts');
      process.stdout.write(await exportLeads({ ...o, db: resolveDbTarget(o.db) }));
    }));
  leads.command('purge')
    .description('delete the leads older than site.yaml retention.months (serve also does this daily)')
    .option('--db <file|url>', DB_HELP)
    .option('--all', 'purge even when every lead is that old (refused otherwise: a clock far ahead looks the same)')
    .action((o: { db: string; all?: boolean }) => run(async () => {
      const [{ purgeCommand, DEFAULT_RETENTION_MONTHS }, { loadSite }] = await Promise.all([import('../leads/retention.ts'), import('../pipeline/build.ts')]);
      const site = await loadSite(cli.opts().root);
      process.stdout.write(await purgeCommand({ db: resolveDbTarget(o.db), months: site.raw.retention?.months ?? DEFAULT_RETENTION_MONTHS, all: o.all }));
    }));
  leads.command('delete')
    .description("erase one person's leads (an erasure request), with any notification still queued for them")
    .requiredOption('--phone <number>', 'the phone number the leads were sent with')
    .option('--db <file|url>', DB_HELP)
    .action((o: { db: string; phone: string }) => run(async () => {
      const { deletePhoneCommand } = await import('../leads/retention.ts');
      process.stdout.write(await deletePhoneCommand({ ...o, db: resolveDbTarget(o.db) }));
    }));

  leads.command('move')
    .description('move every lead, note, staff account and unsent alert from an SQLite file into an empty PostgreSQL database')
    .option('--from <file>', 'the SQLite file the leads are in now', 'data/leads.sqlite')
    .option('--to <url>', 'the PostgreSQL database (default: $DATABASE_URL)')
    .action((o: { from: string; to?: string }) => run(async () => {
      const { moveCommand } = await import('../leads/move.ts');
      process.stdout.write(await moveCommand({ from: o.from, to: o.to ?? process.env.DATABASE_URL ?? '' }));
    }));

  const users = cli.command('users').description('staff who may log in to the desk at /desk/');
  users.command('add <name>')
    .description('add a user, or give one a new password (read from standard input, never an argument)')
    .option('--role <role>', 'owner, staff or groomer (a new account is staff unless told; an existing one keeps its role)')
    .option('--groomer <id>', "a groomer's id in site.yaml's teams: that account sees only this groomer's visits")
    .option('--db <file|url>', DB_HELP)
    .action((name: string, o: { db: string; role?: string; groomer?: string }) => run(async () => {
      const { addUser, checkUserName, checkRole } = await import('../desk/users.ts');
      const { readNewPassword } = await import('../desk/password-input.ts');
      checkUserName(name); // a bad name or role is refused before the password is asked for
      const team = o.role === 'groomer' || o.groomer !== undefined ? await teamOf(cli.opts().root) : undefined;
      checkRole({ role: o.role, groomer: o.groomer, team });
      const done = await addUser({ db: resolveDbTarget(o.db), name, password: await readNewPassword(), role: o.role, groomer: o.groomer, team });
      process.stdout.write(done === 'added' ? `added ${name.toLowerCase()}: they can log in at /desk/\n` : `changed the password of ${name.toLowerCase()} and ended their sessions\n`);
    }));
  users.command('remove <name>')
    .description('remove a user and end their sessions at once')
    .option('--db <file|url>', DB_HELP)
    .action((name: string, o: { db: string }) => run(async () => {
      const { removeUser } = await import('../desk/users.ts');
      await removeUser({ db: resolveDbTarget(o.db), name });
      process.stdout.write(`removed ${name.toLowerCase()}; their sessions have ended\n`);
    }));
  users.command('list')
    .description('the users and how many sessions each has open')
    .option('--db <file|url>', DB_HELP)
    .action((o: { db: string }) => run(async () => {
      const { listUsers } = await import('../desk/users.ts');
      const list = await listUsers({ db: resolveDbTarget(o.db) });
      process.stdout.write(list.length === 0 ? 'No users yet: add one with groomsite users add NAME\n'
        : list.map((u) => `${u.name.padEnd(20)} ${(u.groomerId ? `groomer ${u.groomerId}` : u.role).padEnd(28)} added ${u.createdAt.slice(0, 10)}  ${u.sessions} session${u.sessions === 1 ? '' : 's'} open`).join('\n') + '\n');
    }));
  return cli;
}

/** The groomers of site.yaml's teams (id -> name), to check a groomer's account against. */
async function teamOf(root: string): Promise<Record<string, string>> {
  const { loadSite } = await import('../pipeline/build.ts');
  const site = await loadSite(root);
  const team: Record<string, string> = {};
  for (const city of Object.values(site.visits?.cities ?? {})) for (const g of city.groomers) team[g.id] = g.name;
  return team;
}

// `groomsite leads export | head` closes the pipe early: that is the reader's choice, not an error.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw err;
});

// Not awaited at the top level: the command's bundle is CommonJS (bin/cli-bundle.js). An error
// left over rejects unhandled, which ends the process with it, as a rejected await would.
void program().parseAsync(process.argv);
