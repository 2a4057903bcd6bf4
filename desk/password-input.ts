/**
 * The password for `groomsite users add`, read from standard input and never from an argument
 * (arguments show in `ps` and in shell history). At a terminal it is asked for twice without
 * echo; from a pipe (`printf '%s\n' "$PW" | groomsite users add asha`) the first line is used.
 */
import { LeadsUsageError } from '../model/usage-error.ts';

async function readPiped(input: NodeJS.ReadStream): Promise<string> {
  let text = '';
  for await (const chunk of input) text += String(chunk);
  return text.split(/\r?\n/)[0];
}

function askHidden(input: NodeJS.ReadStream, output: NodeJS.WriteStream, prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    output.write(prompt);
    let answer = '';
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    const onData = (key: string) => {
      for (const char of key) {
        if (char === '\r' || char === '\n') {
          done();
          output.write('\n');
          resolve(answer);
          return;
        }
        if (char === '\u0003') { // Ctrl-C
          done();
          reject(new LeadsUsageError('cancelled'));
          return;
        }
        if (char === '\u007f' || char === '\b') answer = answer.slice(0, -1);
        else answer += char;
      }
    };
    const done = () => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
    };
    input.on('data', onData);
  });
}

export async function readNewPassword(input = process.stdin, output = process.stderr): Promise<string> {
  if (!input.isTTY) {
    const password = await readPiped(input);
    if (password === '') throw new LeadsUsageError('no password on standard input: pipe it in, e.g. printf \'%s\\n\' "$PASSWORD" | groomsite users add NAME');
    return password;
  }
  const first = await askHidden(input, output, 'New password: ');
  const second = await askHidden(input, output, 'Again: ');
  if (first !== second) throw new LeadsUsageError('the two passwords differ; nothing was changed');
  return first;
}
