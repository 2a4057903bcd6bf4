// When the site folder is a Git repository, each publish from the desk is a commit of site.yaml (and
// the strings and photos it changed) by the named person, so maintainers see the owner's changes in
// `git log` beside their own.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Whether `root` is the top of a Git work tree. */
export const isGitRoot = (root: string): boolean => existsSync(join(root, '.git'));

/**
 * Commits the files of the publish alone (`--only`: whatever else a maintainer has staged stays
 * staged; a file new to Git is added first), authored by `actor`, committed by the desk. Resolves
 * with the commit's short hash, or undefined when there was nothing to commit (the files already
 * held these bytes in Git).
 */
export async function commitSite(root: string, actor: string, message: string, files: readonly string[]): Promise<string | undefined> {
  const git = (...args: string[]) => run('git', ['-C', root, ...args], {
    timeout: 20_000,
    env: { ...process.env, GIT_COMMITTER_NAME: 'groomsite desk', GIT_COMMITTER_EMAIL: 'desk@groomsite.invalid', GIT_AUTHOR_NAME: actor, GIT_AUTHOR_EMAIL: `${actor.replace(/[^\w.-]+/g, '.')}@desk.invalid` },
  });
  // A photo the publish brought is new to Git, and one it took away may never have been in it:
  // each path given is one that exists, or one Git knows (its removal is then committed).
  const known = new Set((await git('ls-files', '-z', '--', ...files)).stdout.split('\0').filter(Boolean));
  const paths = files.filter((f) => existsSync(join(root, f)) || known.has(f));
  if (!paths.length) return undefined;
  const status = await git('status', '--porcelain', '--', ...paths);
  if (!status.stdout.trim()) return undefined;
  await git('add', '--all', '--', ...paths);
  await git('commit', '--quiet', '--no-verify', '-m', message, '--only', '--', ...paths);
  return (await git('rev-parse', '--short', 'HEAD')).stdout.trim();
}
